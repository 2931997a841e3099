// A product's changes, newest first: who, when, the decision with its note, and the diff.
import { useId } from "react";
import { DiffTable as ConsoleDiffTable } from "@/components/console/diff-table";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import type { DiffRow, HistoryEntry } from "./catalogue-api";
import { StatusChip } from "./status-chip";
import styles from "@/components/console/console-kit.module.css";

const when = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium", timeStyle: "short" });

/** The history's diff (the consoles' one diff table). */
export function DiffTable({ diff }: { diff: DiffRow[] }) {
  return <ConsoleDiffTable diff={diff} texts="merchantCatalogue.history" />;
}

export function HistoryList({ history }: { history: HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const kindStatus = { review: "review", changes: "changes", rejected: "rejected", approved: "live" } as const;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t("merchantCatalogue.history.title")}</h2>
      {history.length === 0 ? (
        <p className={styles.hint}>{t("merchantCatalogue.history.none")}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((h) => (
            <li key={h.id}>
              <div className={styles.chips}>
                <strong>{t(`merchantCatalogue.history.kinds.${h.kind}`)}</strong>
                {h.status === "applied" ? (
                  <Badge tone="neutral">{t("merchantCatalogue.history.applied")}</Badge>
                ) : (
                  <StatusChip status={kindStatus[h.status]} />
                )}
              </div>
              <p className={styles.meta}>
                {t("merchantCatalogue.history.by", { name: h.author_name, date: when(h.created_at, i18n.language) })}
              </p>
              {h.reviewer_name && h.decided_at && (
                <p className={styles.meta}>
                  {t("merchantCatalogue.history.decided", {
                    name: h.reviewer_name,
                    date: when(h.decided_at, i18n.language),
                  })}
                </p>
              )}
              {h.note && <p className={styles.note}>{h.note}</p>}
              {h.diff.length > 0 && <DiffTable diff={h.diff} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
