// The review queue against a stand-in of its calls: the list by status, a change's diff and images,
// approve, a note required to request changes or reject, and the clear refusals (own change, no
// longer waiting).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { reviewApi, type ReviewDetail } from "./review-api";
import ReviewsPage from "../pages/reviews-page";
import ReviewsDetailPage from "../pages/reviews-detail-page";

vi.mock("./review-api", async (original) => {
  const real = await original<typeof import("./review-api")>();
  const fns = Object.fromEntries(Object.keys(real.reviewApi).map((k) => [k, vi.fn()]));
  return { ...real, reviewApi: fns };
});
const api = reviewApi as unknown as Record<keyof typeof reviewApi, ReturnType<typeof vi.fn>>;

const facts = (name: string, over: Partial<ReviewDetail["after"]> = {}): ReviewDetail["after"] => ({
  name,
  name_hi: null,
  brand: "Galli Tea",
  unit: "250 g",
  category_id: "c1",
  category_path: "Grocery > Tea",
  description: "",
  facts: [],
  images: [],
  mrp: 15000,
  barcode: "8900000000123",
  mfg_date: null,
  exp_kind: "na",
  exp_date: null,
  tax_percent: 5,
  hsn: "0902",
  ...over,
});
const refusal = (status: number, message: string) => Object.assign(new Error(message), { status, code: "X" });
const change = (over: Partial<ReviewDetail> = {}): ReviewDetail => ({
  id: "ch1",
  kind: "edit",
  status: "review",
  product_id: "p1",
  product_name: "Masala Chai 250 g",
  shop_id: "shop_001",
  shop_name: "Galli Demo Kirana",
  author_name: "Ravi",
  submitted_at: "2026-11-27T09:00:00Z",
  decided_at: null,
  note: null,
  author_mobile: "9800000001",
  reviewer_name: null,
  product_status: "live",
  before: facts("Masala Chai 250 g"),
  after: facts("Masala Chai Premium 250 g", { images: [{ name: "a.webp", url: "/uploads/a.webp" }] }),
  diff: [{ field: "name", before: "Masala Chai 250 g", after: "Masala Chai Premium 250 g" }],
  live: facts("Masala Chai 250 g"),
  offers: [],
  ...over,
});

function renderDetail() {
  return renderWithApp(
    <Routes>
      <Route path="/ops/reviews/:reviewId" element={<ReviewsDetailPage />} />
    </Routes>,
    { path: "/ops/reviews/ch1" },
  );
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe("review queue", () => {
  it("lists the waiting changes and switches status", async () => {
    api.list.mockResolvedValue({ total: 1, items: [change()] });
    renderWithApp(<ReviewsPage />);
    const row = await screen.findByRole("listitem", { name: "Masala Chai 250 g" });
    expect(within(row).getByText("Edit")).toBeTruthy();
    expect(within(row).getByRole("link").getAttribute("href")).toBe("/ops/reviews/ch1");
    expect(within(row).getByText(/Galli Demo Kirana · by Ravi/)).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith("review", 1);
    await userEvent.selectOptions(screen.getByLabelText("Show"), "rejected");
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith("rejected", 1));
  });

  it("shows a change's diff and images and approves it", async () => {
    api.detail.mockResolvedValue(change());
    api.decide.mockResolvedValue(change({ status: "approved" }));
    renderDetail();
    const diff = await screen.findByRole("table", { name: "What changes" });
    expect(within(diff).getByRole("row", { name: "Name Masala Chai 250 g Masala Chai Premium 250 g" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Image 1 of Masala Chai 250 g" }).getAttribute("src")).toBe("/uploads/a.webp");
    expect(screen.getByRole("region", { name: "Live version" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Decided: Approved.")).toBeTruthy();
    expect(api.decide).toHaveBeenCalledWith("ch1", "approve", "");
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("shows fields as words: category names, MRP in rupees, the expiry in words, images as pictures", async () => {
    const before = facts("Masala Chai 250 g", { images: [{ name: "products/old.webp", url: "/img/old.webp" }] });
    const after = facts("Masala Chai 250 g", {
      category_id: "cat_packaged-tea",
      category_path: "Packaged Food > Tea",
      mrp: 24000,
      exp_kind: "date",
      images: [{ name: "products/new.webp", url: "/img/new.webp" }],
    });
    api.detail.mockResolvedValue(
      change({
        before,
        after,
        live: before,
        diff: [
          { field: "category_id", before: "c1", after: "cat_packaged-tea" },
          { field: "mrp", before: 15000, after: 24000 },
          { field: "exp_kind", before: "na", after: "date" },
          { field: "images", before: ["products/old.webp"], after: ["products/new.webp"] },
        ],
      }),
    );
    renderDetail();
    const diff = await screen.findByRole("table", { name: "What changes" });
    expect(within(diff).getByRole("row", { name: "Category Grocery > Tea Packaged Food > Tea" })).toBeTruthy();
    expect(within(diff).getByRole("row", { name: "MRP ₹150.00 ₹240.00" })).toBeTruthy();
    expect(within(diff).getByRole("row", { name: "Expiry No EXP date (not applicable) Has an EXP date" })).toBeTruthy();
    expect(within(diff).getByRole("img", { name: "Current image 1" }).getAttribute("src")).toBe("/img/old.webp");
    expect(within(diff).getByRole("img", { name: "Proposed image 1" }).getAttribute("src")).toBe("/img/new.webp");
    expect(diff.textContent).not.toMatch(/category_id|cat_packaged|exp_kind|24000|products\//);
    const live = screen.getByRole("region", { name: "Live version" });
    expect(live.textContent).toContain("MRP₹150.00");
    expect(live.textContent).not.toMatch(/category_id|mrp|exp_kind|hsn/);
  });

  it("labels the fields in Hindi", async () => {
    await setLanguage("hi", { remember: false });
    try {
      api.detail.mockResolvedValue(change({ diff: [{ field: "exp_kind", before: "na", after: "unknown" }] }));
      renderDetail();
      const diff = await screen.findByRole("table", { name: "क्या बदलेगा" });
      expect(within(diff).getByRole("row", { name: "एक्सपायरी एक्सपायरी लागू नहीं एक्सपायरी की तारीख़ पता नहीं" })).toBeTruthy();
    } finally {
      await setLanguage("en", { remember: false });
    }
  });

  it("asks for a note before requesting changes or rejecting", async () => {
    api.detail.mockResolvedValue(change());
    api.decide.mockResolvedValue(change({ status: "changes" }));
    renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Request changes" }));
    expect(screen.getByText("Write a note for the merchant.")).toBeTruthy();
    expect(api.decide).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Note to the merchant"), "Show the pack's front.");
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    expect(await screen.findByText("Decided: Changes requested.")).toBeTruthy();
    expect(api.decide).toHaveBeenCalledWith("ch1", "changes", "Show the pack's front.");
  });

  it("says so when the change is the reviewer's own or no longer waiting", async () => {
    api.detail.mockResolvedValue(change());
    api.decide.mockRejectedValueOnce(refusal(403, "You cannot decide a change you made yourself."));
    renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("You cannot decide a change you made yourself.")).toBeTruthy();

    api.decide.mockRejectedValueOnce(refusal(409, "Already decided."));
    api.detail.mockResolvedValue(change({ status: "approved" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("This change is no longer waiting for review.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Approve" })).toBeNull());
  });
});
