// The ops console's addresses (apart from routes.tsx, which the pages cannot import: it loads them).
export const OPS_BASE = "/ops";
export const opsPath = (path: string) => (path ? `${OPS_BASE}/${path}` : OPS_BASE);
