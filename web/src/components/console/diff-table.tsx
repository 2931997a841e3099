// A change's before and after per field, as a table: the merchant's product history and the
// operations console's review of a change. The console passes its texts (field, before, after,
// "(empty)"); the review marks the new values.
import type { ReactNode } from "react";
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

type Side = "before" | "after";
const BEFORE: Side = "before";
const AFTER: Side = "after";

type DiffTableProps = {
  diff: DiffRow[];
  /** The texts' keys: column heads and the empty value's word. */
  keys: { field: TranslationKey; before: TranslationKey; after: TranslationKey; empty: TranslationKey };
  caption?: string;
  /** Marks the new values as inserted text. */
  markAfter?: boolean;
  /** A field's label (the field's key when not given). */
  label?: (field: string) => string;
  /** A value as the reader sees it (shown() as text when not given). */
  render?: (field: string, value: unknown, side: Side) => ReactNode;
};

export function DiffTable({ diff, keys, caption, markAfter = false, label, render }: DiffTableProps) {
  const { t } = useTranslation();
  const empty = t(keys.empty);
  const value = (field: string, v: unknown, side: Side) =>
    render && v !== null && v !== undefined && v !== "" ? render(field, v, side) : shown(v, empty);
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
              <th scope="row">{label ? label(d.field) : d.field}</th>
              <td>{value(d.field, d.before, BEFORE)}</td>
              <td>
                {markAfter ? (
                  <ins className={styles.ins}>{value(d.field, d.after, AFTER)}</ins>
                ) : (
                  value(d.field, d.after, AFTER)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
