// The product review: its routes plugin (registered by the operations console under /ops/api).
export { reviewRoutes, type ReviewRoutesOptions } from "./routes";
export { default } from "./routes";
