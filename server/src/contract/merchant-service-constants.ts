// Merchant-service list helpers (no schemas): what the web reads without loading zod.
// merchant-service.ts re-exports all of it beside its schemas.

/** How the partner form writes a city: "Name, State" (names repeat across states). */
export const cityLabel = (l: { name: string; state: string }) => `${l.name}, ${l.state}`;
