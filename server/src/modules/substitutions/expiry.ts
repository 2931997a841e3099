// The substitution-expiry job's name and pace: proposals the customer left unanswered for 10
// minutes follow the line's rule (service.ts settleExpired); registered in index.ts.
export const SUBSTITUTION_EXPIRY_JOB = "substitution-expiry";
export const SUBSTITUTION_EXPIRY_EVERY_MS = 15_000;
