// A change's before/after per field, as a table (the consoles' one diff table,
// components/console/diff-table.tsx), the new values marked. Fields read as words, not keys: the
// category by its name, MRP in rupees (the facts keep paise), the expiry kind in words, images as
// pictures.
import type { ReactNode } from "react";
import { DiffTable, shown } from "@/components/console/diff-table";
import { formatRupees } from "@/lib/money";
import { useTranslation, type TranslationKey } from "@/lib/i18n";
import "@/lib/i18n/texts/opsReview";
import styles from "@/components/console/console-kit.module.css";
import { EXP_KINDS, PRODUCT_FIELDS } from "@contract/catalogue-constants";
import type { DiffRow, ReviewDetail } from "./review-api";

export { shown };

type Facts = ReviewDetail["after"];

/** A product's fields as the diff names them, and the category's path shown beside its id. */
const FIELDS = new Set<string>([...PRODUCT_FIELDS, "category_path"]);
const EXP_KIND_SET = new Set<string>(EXP_KINDS);

/** The label and the value renderer of a change's fields, knowing its facts (categories' names, images' addresses). */
export function useReviewFields(change: Pick<ReviewDetail, "before" | "after" | "live"> | null) {
  const { t } = useTranslation();
  const facts = change ? [change.before, change.after, change.live].filter((f): f is Facts => f !== null) : [];
  const categories = new Map(facts.filter((f) => f.category_id).map((f) => [f.category_id!, f.category_path]));
  const images = new Map(facts.flatMap((f) => f.images.map((i) => [i.name, i.url] as const)));

  const label = (field: string) => (FIELDS.has(field) ? t(`opsReview.fields.${field}` as TranslationKey) : field);

  const render = (field: string, value: unknown, side: "before" | "after" = "after"): ReactNode => {
    const empty = t("opsReview.detail.empty");
    switch (field) {
      case "category_id":
        return typeof value === "string"
          ? (categories.get(value) ?? t("opsReview.unknownCategory", { id: value }))
          : shown(value, empty);
      case "mrp":
        return typeof value === "number" ? formatRupees(value / 100) : shown(value, empty);
      case "exp_kind":
        return typeof value === "string" && EXP_KIND_SET.has(value)
          ? t(`opsReview.expKinds.${value as "date"}`)
          : shown(value, empty);
      case "tax_percent":
        return typeof value === "number" ? `${value}%` : shown(value, empty);
      case "images": {
        const names = Array.isArray(value)
          ? value.map((v) => (v && typeof v === "object" && "name" in v ? String(v.name) : String(v)))
          : [];
        if (names.length === 0) return empty;
        return (
          <ul className={styles.images}>
            {names.map((name, i) => {
              const url =
                images.get(name) ?? `/user/product/img/view?img=${encodeURIComponent(name)}&format=webp&height=500`;
              return (
                <li key={`${name}-${i}`}>
                  <img
                    src={url}
                    alt={t(side === "before" ? "opsReview.imageBefore" : "opsReview.imageAfter", { n: i + 1 })}
                    width={64}
                    height={64}
                  />
                </li>
              );
            })}
          </ul>
        );
      }
      default:
        return shown(value, empty);
    }
  };
  return { label, render };
}

export function DiffView({
  diff,
  caption,
  change,
}: {
  diff: DiffRow[];
  caption: string;
  change: Pick<ReviewDetail, "before" | "after" | "live">;
}) {
  const { label, render } = useReviewFields(change);
  return <DiffTable diff={diff} caption={caption} markAfter label={label} render={render} texts="opsReview.detail" />;
}
