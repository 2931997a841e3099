// Shop discovery limits (no schemas): what the web reads without loading zod.
// shops.ts re-exports them beside its schemas.

export const MIN_DISTANCE_M = 1000;
export const MAX_DISTANCE_M = 10000;
