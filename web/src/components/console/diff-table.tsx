// A change's before and after per field, as a table: the merchant's product history and the
// operations console's review of a change. The console passes its texts (field, before, after,
// "(empty)"); the review marks the new values.
import type { TranslationKey } from "@/lib/i18n";
import { useTranslation } from "@/lib/i18n";
import styles from "./console-kit.module.css";

export type DiffRow = { field: string; before: unknown; after: unknown };

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

type DiffTableProps = {
  diff: DiffRow[];
  /** The texts' keys: column heads and the empty value's word. */
  keys: { field: TranslationKey; before: TranslationKey; after: TranslationKey; empty: TranslationKey };
  caption?: string;
  /** Marks the new values as inserted text. */
  markAfter?: boolean;
};

export function DiffTable({ diff, keys, caption, markAfter = false }: DiffTableProps) {
  const { t } = useTranslation();
  const empty = t(keys.empty);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t(keys.field)}</th>
            <th scope="col">{t(keys.before)}</th>
            <th scope="col">{t(keys.after)}</th>
          </tr>
        </thead>
        <tbody>
          {diff.map((d) => (
            <tr key={d.field}>
              <th scope="row">{d.field}</th>
              <td>{shown(d.before, empty)}</td>
              <td>{markAfter ? <ins className={styles.ins}>{shown(d.after, empty)}</ins> : shown(d.after, empty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
