// The product form's values as the inputs hold them (text), to and from the API's facts.
import type { ExpKind, ProductFacts, ProductView } from "./catalogue-api";

export type FactRow = { name: string; value: string };
export type ProductDraft = {
  name: string;
  name_hi: string;
  brand: string;
  unit: string;
  category_id: string;
  description: string;
  facts: FactRow[];
  barcode: string;
  mfg_date: string;
  exp_date: string;
  exp_kind: ExpKind;
  tax_percent: string;
  hsn: string;
};

export const emptyDraft: ProductDraft = {
  name: "",
  name_hi: "",
  brand: "",
  unit: "",
  category_id: "",
  description: "",
  facts: [],
  barcode: "",
  mfg_date: "",
  exp_date: "",
  exp_kind: "date",
  tax_percent: "",
  hsn: "",
};

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : "");

/** The form's starting values: the live facts, with a waiting change's proposal over them. */
export function draftOf(product: ProductView): ProductDraft {
  const facts: Partial<ProductFacts> = { ...product, ...(product.pending_change?.facts ?? {}) };
  return {
    name: facts.name ?? "",
    name_hi: facts.name_hi ?? "",
    brand: facts.brand ?? "",
    unit: facts.unit ?? "",
    category_id: facts.category_id ?? "",
    description: facts.description ?? "",
    facts: (facts.facts ?? []).map((f) => ({ name: f.name, value: f.value })),
    barcode: facts.barcode ?? "",
    mfg_date: day(facts.mfg_date),
    exp_date: day(facts.exp_date),
    exp_kind: facts.exp_kind ?? "date",
    tax_percent: facts.tax_percent === null || facts.tax_percent === undefined ? "" : String(facts.tax_percent),
    hsn: facts.hsn ?? "",
  };
}

/** The body to send: every field for a new product, only what changed for an existing one. */
export function bodyOf(draft: ProductDraft, before: ProductDraft | null): Partial<ProductFacts> {
  const tax = draft.tax_percent.trim();
  const all: Partial<ProductFacts> = {
    name: draft.name.trim(),
    name_hi: draft.name_hi.trim(),
    brand: draft.brand.trim(),
    unit: draft.unit.trim(),
    category_id: draft.category_id,
    description: draft.description.trim(),
    facts: draft.facts.filter((f) => f.name.trim() || f.value.trim()).map((f) => ({ name: f.name.trim(), value: f.value.trim() })),
    barcode: draft.barcode.trim(),
    mfg_date: draft.mfg_date,
    exp_date: draft.exp_kind === "date" ? draft.exp_date : "",
    exp_kind: draft.exp_kind,
    tax_percent: tax === "" ? null : Number(tax),
    hsn: draft.hsn.trim(),
  };
  if (!before) {
    // A new draft sends what was filled in; every field but the name is optional then.
    return Object.fromEntries(
      Object.entries(all).filter(([k, v]) => k === "name" || k === "exp_kind" || !(v === "" || v === null || (Array.isArray(v) && v.length === 0))),
    );
  }
  const old = bodyOf(before, null);
  const changed: Partial<ProductFacts> = {};
  for (const [key, value] of Object.entries(all) as [keyof ProductFacts, unknown][]) {
    const was = (old as Record<string, unknown>)[key] ?? (key === "facts" ? [] : key === "tax_percent" ? null : "");
    if (JSON.stringify(was) !== JSON.stringify(value)) (changed as Record<string, unknown>)[key] = value;
  }
  return changed;
}

/** A refused call's field errors keyed by the form's field ("body.facts.0.name" -> "facts"). */
export function fieldErrors(errors: { path?: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    if (!e.path) continue;
    const key = e.path.replace(/^(body|\/body)?[./]?/, "").split(/[./[]/)[0];
    if (key && !out[key]) out[key] = e.message;
  }
  return out;
}
