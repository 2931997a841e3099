// A change's before/after per field, as a table.
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsReview";
import type { DiffRow } from "./review-api";
import styles from "@/components/console/console-kit.module.css";

/** A diff value as text ("" and null read "(empty)"). */
export function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === "") return empty;
  if (Array.isArray(value)) {
    if (value.length === 0) return empty;
    return value
      .map((v) => (v && typeof v === "object" && "name" in v ? `${String(v.name)}${"value" in v ? `: ${String(v.value)}` : ""}` : String(v)))
      .join(", ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function DiffView({ diff, caption }: { diff: DiffRow[]; caption: string }) {
  const { t } = useTranslation();
  const empty = t("opsReview.detail.empty");
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("opsReview.detail.field")}</th>
            <th scope="col">{t("opsReview.detail.before")}</th>
            <th scope="col">{t("opsReview.detail.after")}</th>
          </tr>
        </thead>
        <tbody>
          {diff.map((d) => (
            <tr key={d.field}>
              <th scope="row">{d.field}</th>
              <td>{shown(d.before, empty)}</td>
              <td>
                <ins className={styles.ins}>{shown(d.after, empty)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
