// What the merchant console takes of the statements: their routes plugin (under /merchant/api).
export { default as statementsRoutes } from "./routes";
