// A change's before and after per field, as a table: the merchant's product history and the
// operations console's review of a change. `texts` names where the page's words are
// (`<texts>.field`, `.before`, `.after` and `.empty`, the "(empty)" value); the review marks the new
// values.
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import styles from "./console-kit.module.css";

export type DiffRow = { field: string; before: unknown; after: unknown };

/** A diff value as text ("" and null read "(empty)"). */
export function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === "") return empty;
  if (Array.isArray(value)) {
    if (value.length === 0) return empty;
    return value
      .map((v) =>
        v && typeof v === "object" && "name" in v
          ? `${String(v.name)}${"value" in v ? `: ${String(v.value)}` : ""}`
          : String(v),
      )
      .join(", ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

type Side = "before" | "after";
const BEFORE: Side = "before";
const AFTER: Side = "after";

/** The diff tables' words (each key holds field, before, after and empty). */
type DiffTexts = "merchantCatalogue.history" | "opsReview.detail";

type DiffTableProps = {
  diff: DiffRow[];
  /** The texts' key holding the column heads and the empty value's word. */
  texts: DiffTexts;
  caption?: string;
  /** Marks the new values as inserted text. */
  markAfter?: boolean;
  /** A field's label (the field's key when not given). */
  label?: (field: string) => string;
  /** A value as the reader sees it (shown() as text when not given). */
  render?: (field: string, value: unknown, side: Side) => ReactNode;
};

export function DiffTable({ diff, texts, caption, markAfter = false, label, render }: DiffTableProps) {
  const { t } = useTranslation();
  const empty = t(`${texts}.empty` as const);
  const value = (field: string, v: unknown, side: Side) =>
    render && v !== null && v !== undefined && v !== "" ? render(field, v, side) : shown(v, empty);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t(`${texts}.field` as const)}</th>
            <th scope="col">{t(`${texts}.before` as const)}</th>
            <th scope="col">{t(`${texts}.after` as const)}</th>
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
