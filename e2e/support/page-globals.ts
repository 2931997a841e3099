// The little of the browser that code run inside the page (page.evaluate, addInitScript) uses.
// The type check of e2e/ runs with the server's tsconfig, which has no DOM library (adding it
// would let DOM globals slip into server code unnoticed).
export type PageWindow = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  scrollY: number;
  document: { getElementById(id: string): { getBoundingClientRect(): { top: number } } | null };
};
