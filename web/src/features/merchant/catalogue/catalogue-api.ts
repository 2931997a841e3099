// The merchant console's catalogue calls (/merchant/api/products...): the list, a product's facts,
// offers, images, submit, history and the CSV import. JSON calls go through the console's request;
// file uploads send multipart with the same token and envelope.
import { CLIENT_ERROR_CODE } from "@contract/errors-constants";
import { PRODUCT_STATUSES } from "@contract/catalogue-constants";
import { currentLanguage } from "@/lib/i18n";
import { CONSOLE_API, ConsoleError, consoleRequest, consoleToken } from "../console-api";

export { PRODUCT_STATUSES };
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type ChangeStatus = "applied" | "review" | "changes" | "rejected" | "approved";
export type ExpKind = "date" | "unknown" | "na";

export type ProductListItem = {
  id: string;
  name: string;
  brand: string;
  unit: string;
  status: ProductStatus;
  image: string | null;
  pending_change: null | { id: string; status: ChangeStatus };
  updated_at: string;
};
export type ProductList = { items: ProductListItem[]; total: number };

/** The facts as the form sends them: null clears an optional one; money in paise. */
export type ProductFacts = {
  name: string;
  name_hi: string | null;
  brand: string;
  unit: string;
  category_id: string | null;
  description: string;
  facts: { name: string; value: string }[];
  mrp: number | null;
  barcode: string | null;
  mfg_date: string | null;
  exp_kind: ExpKind | null;
  exp_date: string | null;
  tax_percent: number | null;
  hsn: string | null;
};
export type ProductImage = { name: string; url: string };
export type ProductOffer = {
  store_id: string;
  store_name: string;
  /** paise */
  selling_price: number;
  offer_percent: number;
  stock: number;
};
export type DiffRow = { field: string; before: unknown; after: unknown };
export type HistoryEntry = {
  id: string;
  kind: "create" | "edit";
  status: ChangeStatus;
  author_name: string;
  reviewer_name: string | null;
  note: string | null;
  created_at: string;
  decided_at: string | null;
  diff: DiffRow[];
};
export type ProductView = Partial<ProductFacts> & {
  id: string;
  name: string;
  category_path?: string | null;
  shop_id?: string | null;
  status: ProductStatus;
  review_note?: string | null;
  /** What is still missing before it can be submitted (field names). */
  missing?: string[];
  images: ProductImage[];
  offers: ProductOffer[];
  pending_change: null | { id: string; status: ChangeStatus; note?: string | null; facts?: Partial<ProductFacts> };
  history: HistoryEntry[];
};
export type CategoryOption = { id: string; path: string };
export type ImportResult = {
  dry_run: boolean;
  total: number;
  written: number;
  skipped: number;
  errors: { row: number; field: string; message: string }[];
};

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  ).toString();
const at = (id: string) => `/products/${encodeURIComponent(id)}`;

/** A multipart call with the console's token; answers `data` like consoleRequest. */
export async function consoleUpload<T>(path: string, form: FormData, headers: Record<string, string> = {}): Promise<T> {
  const token = consoleToken();
  const all: Record<string, string> = { accept: "application/json", "accept-language": currentLanguage(), ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_API}${path}`, { method: "POST", headers: all, body: form });
  } catch {
    throw new ConsoleError(CLIENT_ERROR_CODE.NETWORK_ERROR, "You seem to be offline. Please try again.", 0);
  }
  const parsed = (await response.json().catch(() => null)) as
    | { success: boolean; data?: T; code?: string; message?: string; errors?: { path?: string; message: string }[] }
    | null;
  if (!parsed) throw new ConsoleError(CLIENT_ERROR_CODE.INVALID_RESPONSE, "Something went wrong. Please try again.", response.status);
  if (!response.ok || !parsed.success) {
    throw new ConsoleError(
      parsed.code ?? CLIENT_ERROR_CODE.INVALID_RESPONSE,
      parsed.message ?? "Something went wrong. Please try again.",
      response.status,
      parsed.errors ?? [],
    );
  }
  return parsed.data as T;
}

export const catalogueApi = {
  list: (p: { status?: ProductStatus | ""; q?: string; page: number }) =>
    consoleRequest<ProductList>("GET", `/products?${query(p)}`),
  product: (id: string) => consoleRequest<ProductView>("GET", at(id)),
  categories: () => consoleRequest<CategoryOption[]>("GET", "/catalogue/categories"),
  create: (body: Partial<ProductFacts>) => consoleRequest<ProductView>("POST", "/products", body),
  update: (id: string, body: Partial<ProductFacts>) => consoleRequest<ProductView>("PATCH", at(id), body),
  saveOffers: (id: string, offers: Omit<ProductOffer, "store_name">[]) =>
    consoleRequest<ProductView>("PUT", `${at(id)}/offers`, { offers }),
  addImage: (id: string, file: File) => {
    const form = new FormData();
    form.append("file", file);
    return consoleUpload<ProductImage>(`${at(id)}/images`, form);
  },
  removeImage: (id: string, name: string) =>
    consoleRequest<unknown>("DELETE", `${at(id)}/images/${encodeURIComponent(name)}`),
  submit: (id: string) => consoleRequest<ProductView>("POST", `${at(id)}/submit`),
  importCsv: (file: File, options: { dryRun: boolean; skipBadRows: boolean; key: string }) => {
    const form = new FormData();
    form.append("file", file);
    const flags = query({ dry_run: String(options.dryRun), skip_bad_rows: String(options.skipBadRows) });
    return consoleUpload<ImportResult>(`/products/import?${flags}`, form, { "idempotency-key": options.key });
  },
  template: () => fetchTemplate(),
};

/** The import template (a CSV text, not an envelope). */
async function fetchTemplate(): Promise<string> {
  const token = consoleToken();
  const response = await fetch(`${CONSOLE_API}/products/import/template`, {
    headers: { "accept-language": currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  if (!response.ok) throw new ConsoleError(CLIENT_ERROR_CODE.INVALID_RESPONSE, "Something went wrong. Please try again.", response.status);
  // The server may answer the CSV inside the envelope.
  try {
    const parsed = JSON.parse(text) as { data?: unknown };
    if (typeof parsed.data === "string") return parsed.data;
    const data = parsed.data as { csv?: unknown } | undefined;
    if (data && typeof data.csv === "string") return data.csv;
  } catch {
    // plain CSV
  }
  return text;
}
