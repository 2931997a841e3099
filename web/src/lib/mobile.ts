// Mobile browsers on Android or iOS are sent to the store-app page, except on the pages the spec
// names (terms, privacy, merchant-policy), which app-store listings link to and must stay readable,
// and except once the phone chose 'Continue in browser' there (remembered in local storage).
const MOBILE_UA = /Android|iPhone|iPad|iPod/i;

/** Pages a phone may still open in the browser. The store-app page itself is exempt too. */
export const MOBILE_EXEMPT_PATHS = ["/terms", "/privacy", "/merchant-policy", "/get-app"];

export function isMobileBrowser(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export function shouldRedirectToApp(userAgent: string, pathname: string, continuedInBrowser = false): boolean {
  if (continuedInBrowser || !isMobileBrowser(userAgent)) return false;
  const path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  return !MOBILE_EXEMPT_PATHS.includes(path);
}
