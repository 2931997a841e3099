// Shop discovery limits (no schemas): what the web reads without loading zod.
// shops.ts re-exports them beside its schemas.

export const MIN_DISTANCE_M = 1000;
export const MAX_DISTANCE_M = 10000;

/** The `type` of POST /user/category/view/location: 1 public shops, 2 branded shops. */
export const SHOP_TYPE = { public: 1, branded: 2 } as const;
/** A shop icon's size in pixels when the request names neither width nor height. */
export const SHOP_ICON_DEFAULT_PX = 300;
