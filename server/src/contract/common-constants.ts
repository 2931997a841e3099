// Patterns every domain shares (no schemas): what the web reads without loading zod.
// common.ts re-exports all of it beside its schemas.

export const MOBILE_RE = /^[0-9]{10}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
