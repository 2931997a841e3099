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
  /** Rupees as typed. */
  mrp: string;
  barcode: string;
  mfg_date: string;
  exp_date: string;
  exp_kind: ExpKind | "";
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
  mrp: "",
  barcode: "",
  mfg_date: "",
  exp_date: "",
  exp_kind: "",
  tax_percent: "",
  hsn: "",
};

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : "");
const rupees = (paise: number | null | undefined) => (paise === null || paise === undefined ? "" : String(paise / 100));

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
    mrp: rupees(facts.mrp),
    barcode: facts.barcode ?? "",
    mfg_date: day(facts.mfg_date),
    exp_date: day(facts.exp_date),
    exp_kind: facts.exp_kind ?? "",
    tax_percent: facts.tax_percent === null || facts.tax_percent === undefined ? "" : String(facts.tax_percent),
    hsn: facts.hsn ?? "",
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());
/** Rupees as typed to paise; a text that is no amount goes as it is, for the server to name. */
const paise = (text: string): number | null => {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 100) : (t as unknown as number);
};

/** Every fact as the API takes it (empty optional facts are null). */
function factsOf(draft: ProductDraft): ProductFacts {
  return {
    name: draft.name.trim(),
    name_hi: orNull(draft.name_hi),
    brand: draft.brand.trim(),
    unit: draft.unit.trim(),
    category_id: orNull(draft.category_id),
    description: draft.description.trim(),
    facts: draft.facts.filter((f) => f.name.trim() || f.value.trim()).map((f) => ({ name: f.name.trim(), value: f.value.trim() })),
    mrp: paise(draft.mrp),
    barcode: orNull(draft.barcode),
    mfg_date: orNull(draft.mfg_date),
    exp_kind: draft.exp_kind === "" ? null : draft.exp_kind,
    exp_date: draft.exp_kind === "date" ? orNull(draft.exp_date) : null,
    tax_percent: draft.tax_percent === "" ? null : Number(draft.tax_percent),
    hsn: orNull(draft.hsn),
  };
}

const blank = (v: unknown) => v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** The body to send: what was filled in for a new product, only what changed for an existing one. */
export function bodyOf(draft: ProductDraft, before: ProductDraft | null): Partial<ProductFacts> {
  const all = factsOf(draft);
  if (!before) {
    return Object.fromEntries(Object.entries(all).filter(([k, v]) => k === "name" || !blank(v))) as Partial<ProductFacts>;
  }
  const old = factsOf(before);
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) {
    if (JSON.stringify((old as Record<string, unknown>)[key]) !== JSON.stringify(value)) changed[key] = value;
  }
  return changed as Partial<ProductFacts>;
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
