// Substitutions' constants without schemas (the web reads them without zod).
/** What the customer wants when a line is short: a similar item, a call, or a refund. */
export const SUBSTITUTION_RULES = ["similar", "call", "refund"] as const;
export type SubstitutionRule = (typeof SUBSTITUTION_RULES)[number];
/** proposed: waiting for the customer; short: no substitute offered (refunded). */
export const SUBSTITUTION_STATES = ["proposed", "accepted", "declined", "short"] as const;
export type SubstitutionState = (typeof SUBSTITUTION_STATES)[number];
/** Minutes the customer has to answer a proposal. */
export const SUBSTITUTION_ANSWER_MINUTES = 10;
/** A candidate's price is "within" when it is at most this far from the original's, in percent. */
export const CANDIDATE_PRICE_BAND_PERCENT = 20;
