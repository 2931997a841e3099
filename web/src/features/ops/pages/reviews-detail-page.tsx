// /ops/reviews/:reviewId: one change: what it changes (before/after per field), its images and the
// live version; approve, request changes or reject (a note for the last two). Refusals read
// clearly: the reviewer's own change, a change no longer waiting.
import { useId, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsReview";
import { reviewApi, type Decision, type ReviewDetail } from "../reviews/review-api";
import { DiffView, useReviewFields } from "../reviews/diff-view";
import styles from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";

const DECIDED = { approve: "approved", changes: "changes", reject: "rejected" } as const;

export default function ReviewsDetailPage() {
  const { t } = useTranslation();
  const { reviewId = "" } = useParams();
  const titleId = useId();
  const [change, setChange] = useState<ReviewDetail | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Decision | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  useDocumentTitle(change?.product_name ?? t("opsReview.title"));
  const fields = useReviewFields(change);

  useConsoleLoad((live) => {
    setLoadFailed(false);
    reviewApi.detail(reviewId).then(
      (answer) => live() && setChange(answer),
      () => live() && setLoadFailed(true),
    );
  }, [reviewId, attempt]);

  async function decide(decision: Decision) {
    setResult(null);
    if (decision !== "approve" && !note.trim()) {
      setNoteError(t("opsReview.detail.noteRequired"));
      return;
    }
    setNoteError(null);
    setBusy(decision);
    try {
      await reviewApi.decide(reviewId, decision, note.trim());
      setResult({ tone: "success", text: t("opsReview.detail.decided", { status: t(`opsReview.statuses.${DECIDED[decision]}`) }) });
      setChange((c) => (c ? { ...c, status: DECIDED[decision] } : c));
    } catch (err) {
      const e = err as Error & { status?: number };
      const text = e.status === 409 ? t("opsReview.detail.notWaiting") : e.message;
      setResult({ tone: "error", text });
      if (e.status === 409) setAttempt((n) => n + 1);
    } finally {
      setBusy(null);
    }
  }

  const back = (
    <p>
      <Link to="/ops/reviews">{t("opsReview.back")}</Link>
    </p>
  );
  if (loadFailed) {
    return (
      <div className={styles.page}>
        {back}
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t("opsReview.retry")}
            </Button>
          }
        >
          {t("opsReview.loadFailed")}
        </Alert>
      </div>
    );
  }
  if (!change) return <p className={styles.hint}>{t("opsReview.loading")}</p>;

  const images = change.after.images.map((i) => i.url);
  // The live facts as words: the category once (by its name), money in rupees, no bare keys.
  const live = change.live
    ? Object.entries(change.live).filter(
        ([k, v]) => k !== "category_path" && v !== null && v !== "" && typeof v !== "object",
      )
    : [];
  return (
    <div className={styles.page}>
      {back}
      <h1>{change.product_name}</h1>
      <div className={styles.chips}>
        <Badge tone="neutral">{t(`opsReview.kinds.${change.kind}`)}</Badge>
        <Badge tone={change.status === "review" ? "accent" : change.status === "approved" ? "primary" : "danger"}>
          {t(`opsReview.statuses.${change.status}`)}
        </Badge>
      </div>
      <p className={styles.meta}>
        {t("opsReview.submitted", {
          shop: change.shop_name ?? "Galli",
          author: change.author_name,
          date: change.submitted_at ? new Date(change.submitted_at).toLocaleString() : "",
        })}
      </p>
      {change.note && <p className={styles.note}>{change.note}</p>}
      <section className={styles.section}>
        <DiffView diff={change.diff} caption={t("opsReview.detail.diff")} change={change} />
      </section>
      <section className={styles.section} aria-labelledby={`${titleId}-images`}>
        <h2 id={`${titleId}-images`}>{t("opsReview.detail.images")}</h2>
        {images.length === 0 ? (
          <p className={styles.hint}>{t("opsReview.detail.noImages")}</p>
        ) : (
          <ul className={styles.images}>
            {images.map((url, i) => (
              <li key={url}>
                <img src={url} alt={t("opsReview.detail.imageAlt", { n: i + 1, name: change.product_name })} width={96} height={96} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {change.kind === "edit" && live.length > 0 && (
        <section className={styles.section} aria-labelledby={`${titleId}-live`}>
          <h2 id={`${titleId}-live`}>{t("opsReview.detail.live")}</h2>
          <dl className={styles.facts}>
            {live.map(([k, v]) => (
              <div key={k}>
                <dt>{fields.label(k)}</dt>
                <dd>{fields.render(k, v)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {change.status === "review" && (
        <section className={styles.section} aria-labelledby={`${titleId}-decision`}>
          <h2 id={`${titleId}-decision`}>{t("opsReview.detail.decision")}</h2>
          <TextField
            label={t("opsReview.detail.note")}
            hint={t("opsReview.detail.noteHint")}
            multiline
            rows={3}
            value={note}
            error={noteError}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className={styles.actions}>
            <Button loading={busy === "approve"} disabled={busy !== null} onClick={() => void decide("approve")}>
              {t("opsReview.detail.approve")}
            </Button>
            <Button variant="secondary" loading={busy === "changes"} disabled={busy !== null} onClick={() => void decide("changes")}>
              {t("opsReview.detail.changes")}
            </Button>
            <Button variant="danger" loading={busy === "reject"} disabled={busy !== null} onClick={() => void decide("reject")}>
              {t("opsReview.detail.reject")}
            </Button>
          </div>
        </section>
      )}
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </div>
  );
}
