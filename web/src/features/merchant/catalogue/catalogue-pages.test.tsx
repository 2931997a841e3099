// The Products pages against a stand-in of their calls: the list's chips and filters, the form's
// inline errors and "what is missing", the reviewer's note and history, prices in paise, and the
// CSV import's dry run, per-row errors and write.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { renderWithApp } from "@/testing/render";
import { ConsoleError } from "../console-api";
import { catalogueApi, type ProductView } from "./catalogue-api";
import { storeApi } from "../store/store-api";
import ProductsPage from "../pages/products-page";
import ProductsEditPage from "../pages/products-edit-page";
import ProductsImportPage from "../pages/products-import-page";

vi.mock("./catalogue-api", async (original) => {
  const real = await original<typeof import("./catalogue-api")>();
  const fns = Object.fromEntries(Object.keys(real.catalogueApi).map((k) => [k, vi.fn()]));
  return { ...real, catalogueApi: fns };
});
vi.mock("../store/store-api", async (original) => {
  const real = await original<typeof import("../store/store-api")>();
  return { ...real, storeApi: { ...real.storeApi, stores: vi.fn() } };
});
const STORES = [
  { store_id: "st1", store_key: "GALLI-STORE-0001", name: "Main store", area: "Koramangala", shop_id: "sh1", shop_name: "Fresh Mart" },
  { store_id: "st2", store_key: "GALLI-STORE-0002", name: "Second store", area: "HSR", shop_id: "sh1", shop_name: "Fresh Mart" },
  { store_id: "st9", store_key: "OTHER", name: "Other shop's store", area: "HSR", shop_id: "sh9", shop_name: "Other" },
];
const api = catalogueApi as unknown as Record<keyof typeof catalogueApi, ReturnType<typeof vi.fn>>;

const product = (over: Partial<ProductView> = {}): ProductView => ({
  id: "p1",
  name: "Masala Chai 250 g",
  shop_id: "sh1",
  name_hi: "मसाला चाय",
  brand: "Galli Tea",
  unit: "250 g",
  category_id: "c1",
  category_path: "Grocery > Tea",
  description: "",
  facts: [],
  barcode: "8900000000123",
  mfg_date: "",
  exp_date: "",
  exp_kind: "date",
  mrp: 15000,
  missing: [],
  tax_percent: 5,
  hsn: "0902",
  status: "draft",
  review_note: null,
  images: [],
  offers: [{ store_id: "st1", store_name: "Main store", selling_price: 12000, offer_percent: 0, stock: 5 }],
  pending_change: null,
  history: [],
  ...over,
});

function renderEdit(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/merchant/products/new" element={<ProductsEditPage />} />
      <Route path="/merchant/products/:productId" element={<ProductsEditPage />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  (storeApi.stores as ReturnType<typeof vi.fn>).mockResolvedValue(STORES);
  api.categories.mockResolvedValue([
    { id: "c1", path: "Grocery > Tea" },
    { id: "c2", path: "Grocery > Staples" },
  ]);
});

describe("products list", () => {
  it("shows each product's lifecycle, a live product's waiting change, and filters by status and text", async () => {
    api.list.mockResolvedValue({
      total: 2,
      items: [
        { id: "p1", name: "Masala Chai", brand: "Galli Tea", unit: "250 g", status: "draft", image: null, pending_change: null, updated_at: "2026-11-27T10:00:00Z" },
        { id: "p2", name: "Basmati Rice", brand: "Galli", unit: "1 kg", status: "live", image: "/img/p2.webp", pending_change: { id: "ch1", status: "review" }, updated_at: "2026-11-27T10:00:00Z" },
      ],
    });
    renderWithApp(<ProductsPage />);
    const chai = await screen.findByRole("listitem", { name: "Masala Chai" });
    expect(within(chai).getByText("Draft")).toBeTruthy();
    const rice = screen.getByRole("listitem", { name: "Basmati Rice" });
    expect(within(rice).getByText("Live")).toBeTruthy();
    expect(within(rice).getByText("Change waiting for review")).toBeTruthy();
    expect(within(rice).getByRole("link", { name: "Basmati Rice" }).getAttribute("href")).toBe("/merchant/products/p2");

    await userEvent.selectOptions(screen.getByLabelText("Status"), "Waiting for review");
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ status: "review", q: "", page: 1 }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "chai");
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ status: "review", q: "chai", page: 1 }));
  });

  it("pages through more than one page", async () => {
    api.list.mockResolvedValue({ total: 45, items: [] });
    renderWithApp(<ProductsPage />);
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ status: "", q: "", page: 2 }));
  });
});

describe("product form", () => {
  it("creates a draft with what was filled in and opens it", async () => {
    api.create.mockResolvedValue(product());
    api.product.mockResolvedValue(product());
    const view = renderEdit("/merchant/products/new");
    expect(await screen.findByRole("heading", { name: "New product" })).toBeTruthy();
    expect(screen.getByText("Save the draft first to add images and prices.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Name"), "Masala Chai 250 g");
    await screen.findByRole("option", { name: "Grocery > Tea" });
    await userEvent.selectOptions(screen.getByLabelText("Category"), "c1");
    await userEvent.click(screen.getByRole("radio", { name: "Not Applicable" }));
    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(view.location()).toBe("/merchant/products/p1"));
    expect(api.create).toHaveBeenCalledWith({ name: "Masala Chai 250 g", category_id: "c1", exp_kind: "na" });
    expect(await screen.findByRole("heading", { name: "Masala Chai 250 g" })).toBeTruthy();
  });

  it("shows the server's messages at their fields and lists what is missing before review", async () => {
    api.product.mockResolvedValue(product());
    renderEdit("/merchant/products/p1");
    await screen.findByRole("heading", { name: "Masala Chai 250 g" });
    api.update.mockRejectedValue(
      new ConsoleError("VALIDATION_ERROR", "Please check the highlighted fields.", 400, [
        { path: "exp_date", message: "The EXP date must be after the MFG date." },
      ]),
    );
    await userEvent.type(screen.getByLabelText("MFG date (optional)"), "2026-11-01");
    await userEvent.type(screen.getByLabelText("EXP date"), "2026-10-01");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const exp = screen.getByLabelText("EXP date");
    await waitFor(() => expect(exp.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("The EXP date must be after the MFG date.")).toBeTruthy();
    expect(api.update).toHaveBeenCalledWith("p1", { mfg_date: "2026-11-01", exp_date: "2026-10-01" });

    api.update.mockResolvedValue(product());
    api.submit.mockRejectedValue(
      new ConsoleError("PRODUCT_INCOMPLETE", "The product is not complete yet. Missing: images, exp_date.", 422, [
        { path: "images", message: "The product is not complete yet." },
        { path: "exp_date", message: "The product is not complete yet." },
      ]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Before it can go to review, add:")).toBeTruthy();
    expect(screen.getByText("At least one image")).toBeTruthy();
    expect(screen.getByText("EXP date, or Unknown or Not Applicable")).toBeTruthy();
  });

  it("lists what a draft still lacks before it can be submitted", async () => {
    api.product.mockResolvedValue(product({ missing: ["mrp", "offers"] }));
    renderEdit("/merchant/products/p1");
    expect(await screen.findByText("Before it can go to review, add:")).toBeTruthy();
    expect(screen.getByText("MRP")).toBeTruthy();
    expect(screen.getByText("A selling price in at least one store")).toBeTruthy();
  });

  it("submits a complete draft for review", async () => {
    api.product.mockResolvedValueOnce(product()).mockResolvedValue(product({ status: "review" }));
    api.submit.mockResolvedValue(product({ status: "review" }));
    renderEdit("/merchant/products/p1");
    await userEvent.click(await screen.findByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Sent for review.")).toBeTruthy();
    expect(screen.getByText("Waiting for review")).toBeTruthy();
    expect(api.submit).toHaveBeenCalledWith("p1");
    expect(api.update).not.toHaveBeenCalled();
  });

  it("says a live product's edit waits for review, shows the reviewer's note and the history's diff", async () => {
    const live = product({
      status: "live",
      history: [
        {
          id: "h2",
          kind: "edit",
          status: "changes",
          author_name: "Ravi",
          reviewer_name: "Asha (Galli)",
          note: "The photo shows a different pack.",
          created_at: "2026-11-27T09:00:00Z",
          decided_at: "2026-11-27T10:00:00Z",
          diff: [{ field: "name", before: "Masala Chai 250 g", after: "Masala Chai 500 g" }],
        },
      ],
    });
    api.product.mockResolvedValueOnce(live).mockResolvedValue({ ...live, pending_change: { id: "ch2", status: "review" } });
    api.update.mockResolvedValue(live);
    renderEdit("/merchant/products/p1");
    expect(await screen.findByText("The photo shows a different pack.")).toBeTruthy();
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByRole("row", { name: /name Masala Chai 250 g Masala Chai 500 g/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit for review" })).toBeNull();

    const name = screen.getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Masala Chai Premium 250 g");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/The change waits for review; customers keep seeing the live version./)).toBeTruthy();
    expect(api.update).toHaveBeenCalledWith("p1", { name: "Masala Chai Premium 250 g" });
    expect(screen.getByText(/A change to this product is waiting for review/)).toBeTruthy();
  });

  it("shows a rejected product's note", async () => {
    api.product.mockResolvedValue(product({ status: "rejected", review_note: "We do not list loose tea." }));
    renderEdit("/merchant/products/p1");
    expect(await screen.findByText("We do not list loose tea.")).toBeTruthy();
    expect(screen.getByText("Reviewer's note")).toBeTruthy();
    expect(screen.getByText("Rejected")).toBeTruthy();
  });

  it("saves each store's price in paise, offer and stock", async () => {
    api.product.mockResolvedValue(product());
    api.saveOffers.mockImplementation(async (_id: string, offers: unknown[]) =>
      product({ offers: (offers as { store_id: string; selling_price: number; offer_percent: number; stock: number }[]).map((o) => ({ ...o, store_name: "Main store" })) }),
    );
    renderEdit("/merchant/products/p1");
    const price = await screen.findByRole("spinbutton", { name: "Selling price (₹) · Main store" });
    await userEvent.clear(price);
    await userEvent.type(price, "99.50");
    const stock = screen.getByRole("spinbutton", { name: "Stock · Main store" });
    await userEvent.clear(stock);
    await userEvent.type(stock, "12");
    await userEvent.click(screen.getByRole("button", { name: "Save prices and stock" }));
    expect(await screen.findByText("Prices and stock saved.")).toBeTruthy();
    // The second store of the shop has no price, so it is left out; the other shop's store is not offered.
    expect(screen.getByRole("rowheader", { name: "Second store" })).toBeTruthy();
    expect(screen.queryByRole("rowheader", { name: "Other shop's store" })).toBeNull();
    expect(api.saveOffers).toHaveBeenCalledWith("p1", [{ store_id: "st1", selling_price: 9950, offer_percent: 0, stock: 12 }]);
  });

  it("uploads an image with a preview and deletes it", async () => {
    api.product.mockResolvedValue(product());
    api.addImage.mockResolvedValue({ name: "p1-a.webp", url: "/uploads/p1-a.webp" });
    api.removeImage.mockResolvedValue(undefined);
    renderEdit("/merchant/products/p1");
    const input = await screen.findByLabelText("Add an image");
    await userEvent.upload(input, new File(["x"], "chai.png", { type: "image/png" }));
    const img = await screen.findByRole("img", { name: "Image 1 of Masala Chai 250 g" });
    expect(img.getAttribute("src")).toBe("/uploads/p1-a.webp");
    await userEvent.click(screen.getByRole("button", { name: "Remove image 1" }));
    await waitFor(() => expect(screen.queryByRole("img", { name: "Image 1 of Masala Chai 250 g" })).toBeNull());
    expect(api.removeImage).toHaveBeenCalledWith("p1", "p1-a.webp");
  });

  it("shows a refused image's message", async () => {
    api.product.mockResolvedValue(product());
    api.addImage.mockRejectedValue(new ConsoleError("IMAGE_ONLY", "Only images can be uploaded.", 415));
    renderEdit("/merchant/products/p1");
    await userEvent.upload(await screen.findByLabelText("Add an image"), new File(["x"], "a.png", { type: "image/png" }));
    expect(await screen.findByText("Only images can be uploaded.")).toBeTruthy();
  });
});

describe("CSV import", () => {
  it("asks for a file, dry-runs with per-row errors, then writes skipping bad rows under one key", async () => {
    renderWithApp(<ProductsImportPage />);
    await userEvent.click(screen.getByRole("button", { name: "Check the file (dry run)" }));
    expect(await screen.findByText("Choose a CSV file first.")).toBeTruthy();

    api.importCsv.mockResolvedValueOnce({
      dry_run: true,
      total: 3,
      written: 0,
      skipped: 1,
      errors: [{ row: 3, field: "exp_date", message: "The EXP date must be after the MFG date." }],
    });
    await userEvent.upload(screen.getByLabelText("CSV file"), new File(["name\nA\nB\nC"], "p.csv", { type: "text/csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Check the file (dry run)" }));
    const table = await screen.findByRole("table", { name: "Rows with errors" });
    expect(within(table).getByRole("row", { name: "3 exp_date The EXP date must be after the MFG date." })).toBeTruthy();
    expect(screen.getByText("Dry run: 3 rows checked, 0 would be written, 1 skipped.")).toBeTruthy();
    expect(api.importCsv.mock.calls[0][1]).toMatchObject({ dryRun: true, skipBadRows: false });

    api.importCsv.mockResolvedValue({ dry_run: false, total: 3, written: 2, skipped: 1, errors: [{ row: 3, field: "exp_date", message: "The EXP date must be after the MFG date." }] });
    await userEvent.click(screen.getByRole("switch", { name: "Skip bad rows" }));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Imported: 3 rows, 2 written, 1 skipped.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(api.importCsv).toHaveBeenCalledTimes(3));
    const [, first] = api.importCsv.mock.calls[1] as [File, { dryRun: boolean; skipBadRows: boolean; key: string }];
    const [, again] = api.importCsv.mock.calls[2] as [File, { key: string }];
    expect(first).toMatchObject({ dryRun: false, skipBadRows: true });
    expect(again.key).toBe(first.key);
  });

  it("shows a refused file's message", async () => {
    api.importCsv.mockRejectedValue(new ConsoleError("IMPORT_TOO_LARGE", "A file holds at most 5,000 rows.", 413));
    renderWithApp(<ProductsImportPage />);
    await userEvent.upload(screen.getByLabelText("CSV file"), new File(["x"], "p.csv", { type: "text/csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("A file holds at most 5,000 rows.")).toBeTruthy();
  });
});
