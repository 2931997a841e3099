// The review queue's calls: the changes by status, one change with its diff, and the decision.
import { reviewRequest } from "./review-request";

export const REVIEW_STATUSES = ["review", "changes", "rejected", "approved"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type Decision = "approve" | "changes" | "reject";

export type ReviewItem = {
  id: string;
  kind: "create" | "edit";
  status: ReviewStatus;
  product_id: string;
  product_name: string;
  shop_id: string | null;
  shop_name: string | null;
  author_name: string;
  submitted_at: string;
};
export type ReviewList = { items: ReviewItem[]; total: number };
export type DiffRow = { field: string; before: unknown; after: unknown };
export type ReviewDetail = ReviewItem & {
  note?: string | null;
  reviewer_name?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  diff: DiffRow[];
  images?: (string | { name?: string; url: string })[];
  live?: Record<string, unknown> | null;
};

export const reviewApi = {
  list: (status: ReviewStatus, page: number) =>
    reviewRequest<ReviewList>("GET", `/reviews?${new URLSearchParams({ status, page: String(page) }).toString()}`),
  detail: (id: string) => reviewRequest<ReviewDetail>("GET", `/reviews/${encodeURIComponent(id)}`),
  decide: (id: string, decision: Decision, note: string) =>
    reviewRequest<ReviewDetail>("POST", `/reviews/${encodeURIComponent(id)}/decision`, note ? { decision, note } : { decision }),
};
