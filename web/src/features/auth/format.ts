/** "+91 98765 43210", with no-break spaces so the number never wraps across lines. */
export const spacedMobile = (mobile: string) => `+91\u00a0${mobile.slice(0, 5)}\u00a0${mobile.slice(5)}`;
