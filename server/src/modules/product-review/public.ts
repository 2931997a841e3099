// What other modules use of the product lifecycle: the review routes (the ops console mounts them),
// the queue's counts, and the facts/go-live core the merchant console's catalogue writes through.
export { reviewRoutes, type ReviewRoutesOptions } from "./routes";
export { reviewCounts, listReviews, reviewDetail, decideReview, factsView, productOffers, assertBarcodeFree } from "./service";
export type { Reviewer, ReviewAuditEntry, ReviewAudit } from "./service";
export {
  applyEdit,
  diffFacts,
  factsOfRow,
  goLive,
  imageUrl,
  missingFields,
  readFacts,
  writeFacts,
  REVIEWED_FIELDS,
  type DiffEntry,
  type ProductFacts,
} from "./facts";
