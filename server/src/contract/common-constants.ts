// Patterns every domain shares (no schemas): what the web reads without loading zod.
// common.ts re-exports all of it beside its schemas.

export const MOBILE_RE = /^[0-9]{10}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Characters no free-text field accepts: C0 controls but tab, line feed and carriage return, DEL,
 * C1 controls, and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) that can make a name read backwards on the merchant's screen.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const COMMON_MESSAGES = {
  unsafeText: "Please remove control characters and text-direction marks from this field.",
  badUrl: "The address of this request is not valid.",
} as const;

/** Where the first string holding an unsafe character is ("name", "items.0.note"), or null. */
export function unsafeTextPath(value: unknown, at = ""): string | null {
  if (typeof value === "string") return UNSAFE_TEXT_RE.test(value) ? at : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextPath(value[i], at ? `${at}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object" && !ArrayBuffer.isView(value)) {
    for (const [k, v] of Object.entries(value)) {
      const path = at ? `${at}.${k}` : k;
      if (UNSAFE_TEXT_RE.test(k)) return path;
      const found = unsafeTextPath(v, path);
      if (found !== null) return found;
    }
  }
  return null;
}
