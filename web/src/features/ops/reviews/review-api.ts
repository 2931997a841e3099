// The review queue's calls: the changes by status, one change with its diff, and the decision.
import type { DiffEntryView, ReviewDetail, ReviewItem } from "@contract/ops-review";
import { REVIEW_FILTERS, type ReviewDecision } from "@contract/catalogue-constants";
import { reviewRequest } from "./review-request";

export const REVIEW_STATUSES = REVIEW_FILTERS;
export type ReviewStatus = (typeof REVIEW_FILTERS)[number];
export type Decision = ReviewDecision;
export type { DiffEntryView as DiffRow, ReviewDetail, ReviewItem };
export type ReviewList = { items: ReviewItem[]; total: number };

export const reviewApi = {
  list: (status: ReviewStatus, page: number) =>
    reviewRequest<ReviewList>("GET", `/reviews?${new URLSearchParams({ status, page: String(page) }).toString()}`),
  detail: (id: string) => reviewRequest<ReviewDetail>("GET", `/reviews/${encodeURIComponent(id)}`),
  decide: (id: string, decision: Decision, note: string) =>
    reviewRequest<ReviewDetail>("POST", `/reviews/${encodeURIComponent(id)}/decision`, note ? { decision, note } : { decision }),
};
