// /ops/reviews: the catalogue changes by status (waiting first), newest page by page.
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { LoadFailed } from "@/components/console/load-failed";
import { Badge } from "@/components/ui/badge";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsReview";
import { REVIEW_STATUSES, reviewApi, type ReviewList, type ReviewStatus } from "../reviews/review-api";
import styles from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { ConsolePager } from "@/components/console/console-pager";

export const REVIEWS_PAGE_SIZE = 20;
const when = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium", timeStyle: "short" });

export default function ReviewsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("opsReview.title"));
  const filterId = useId();
  const [status, setStatus] = useState<ReviewStatus>("review");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ReviewList | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useConsoleLoad(
    (live) => {
      setError(false);
      reviewApi.list(status, page).then(
        (answer) => live() && setList(answer),
        () => live() && setError(true),
      );
    },
    [status, page, attempt],
  );

  const pages = list ? Math.max(1, Math.ceil(list.total / REVIEWS_PAGE_SIZE)) : 1;
  return (
    <div className={styles.page}>
      <h1>{t("opsReview.title")}</h1>
      <div className={styles.toolbar}>
        <div className={styles.select}>
          <label htmlFor={filterId}>{t("opsReview.filter")}</label>
          <select
            id={filterId}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ReviewStatus);
              setPage(1);
              setList(null);
            }}
          >
            {REVIEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`opsReview.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <LoadFailed retry={t("opsReview.retry")} onRetry={() => setAttempt((n) => n + 1)}>
          {t("opsReview.loadFailed")}
        </LoadFailed>
      )}
      {list === null ? (
        !error && <p className={styles.hint}>{t("opsReview.loading")}</p>
      ) : (
        <p className={styles.hint} aria-live="polite">
          {list.total === 0 ? t("opsReview.none") : t("opsReview.count", { count: list.total })}
        </p>
      )}
      <ul className={styles.list}>
        {list?.items.map((item) => (
          <li key={item.id} className={styles.row} aria-label={item.product_name}>
            <Link to={`/ops/reviews/${encodeURIComponent(item.id)}`}>{item.product_name}</Link>
            <div className={styles.chips}>
              <Badge tone="neutral">{t(`opsReview.kinds.${item.kind}`)}</Badge>
              <Badge tone={item.status === "review" ? "accent" : item.status === "approved" ? "primary" : "danger"}>
                {t(`opsReview.statuses.${item.status}`)}
              </Badge>
            </div>
            <p className={styles.meta}>
              {t("opsReview.submitted", {
                shop: item.shop_name ?? "Galli",
                author: item.author_name,
                date: item.submitted_at ? when(item.submitted_at, i18n.language) : "",
              })}
            </p>
          </li>
        ))}
      </ul>
      <ConsolePager page={page} pages={pages} onPage={setPage} texts="opsReview" />
    </div>
  );
}
