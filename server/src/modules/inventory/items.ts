// Checks each item of an update on its own, so one bad row never blocks the rest of the batch.
import { updateInventoryItem, type UpdateInventoryError, type UpdateInventoryItem } from "../../contract/inventory";
import { ITEM_ERROR_CODE } from "../../contract/errors";

export type ValidItem = { index: number; item: UpdateInventoryItem };
export type CheckedItems = { valid: ValidItem[]; errors: UpdateInventoryError[] };

/** The item's product_code when it is a usable string, so an error entry can name it. */
function codeOf(raw: unknown): string | null {
  if (raw && typeof raw === "object" && "product_code" in raw) {
    const code = (raw as { product_code: unknown }).product_code;
    if (typeof code === "string" && code.trim()) return code.trim();
  }
  return null;
}

function describeIssues(
  raw: unknown,
  issues: { path: PropertyKey[]; message: string; code: string; keys?: string[] }[],
) {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return "Each item must be an object.";
  const parts = issues.map((issue) =>
    issue.code === "unrecognized_keys"
      ? `Unknown field${issue.keys && issue.keys.length > 1 ? "s" : ""} ${(issue.keys ?? []).map((k) => `"${k}"`).join(", ")}: use product_code, stock, selling_price, product_name, unit, offer, tax.`
      : issue.message,
  );
  return [...new Set(parts)].join(" ");
}

/**
 * Splits raw items into valid ones and one error per refused item. A code that appears more than
 * once is refused everywhere it appears: which of the rows is meant cannot be known.
 */
export function checkItems(rawItems: unknown[]): CheckedItems {
  const errors: UpdateInventoryError[] = [];
  const parsed: ValidItem[] = [];
  const seen = new Map<string, number[]>();

  rawItems.forEach((raw, index) => {
    const code = codeOf(raw);
    if (code) seen.set(code, [...(seen.get(code) ?? []), index]);
    const result = updateInventoryItem.safeParse(raw);
    if (result.success) {
      parsed.push({ index, item: result.data });
    } else {
      errors.push({
        index,
        product_code: code,
        code: ITEM_ERROR_CODE.INVALID_ITEM,
        message: describeIssues(raw, result.error.issues),
      });
    }
  });

  const valid: ValidItem[] = [];
  for (const entry of parsed) {
    const positions = seen.get(entry.item.product_code) ?? [];
    if (positions.length > 1) {
      errors.push({
        index: entry.index,
        product_code: entry.item.product_code,
        code: ITEM_ERROR_CODE.DUPLICATE_PRODUCT_CODE,
        message: `product_code appears ${positions.length} times in this batch (items ${positions.join(", ")}); send each code once.`,
      });
    } else {
      valid.push(entry);
    }
  }
  errors.sort((a, b) => a.index - b.index);
  return { valid, errors };
}
