// A store's delivery area: its messages and limits (no zod), shared with the web console.
import { DELIVERY_RADIUS_M } from "./catalog-constants";

/** At most this many corners in a drawn area, and pincodes in each list. */
export const MAX_AREA_POINTS = 200;
export const MAX_AREA_PINCODES = 200;
/** How many of the store's last delivered orders the console shows as points on the drawing. */
export const RECENT_DELIVERY_POINTS = 200;
/** An Indian pincode: 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const AREA_MESSAGES = {
  tooFewPoints: "A delivery area needs at least 3 points.",
  tooManyPoints: `A delivery area can have at most ${MAX_AREA_POINTS} points.`,
  crossesItself: "The delivery area's outline crosses itself. Move or remove a point so its edges do not cross.",
  tooFar: `Every point of the delivery area must be within ${DELIVERY_RADIUS_M / 1000} km of the store.`,
  point: "Each point needs a longitude from -180 to 180 and a latitude from -90 to 90.",
  polygon: "The delivery area must be a GeoJSON Polygon with one outline, or null for the radius.",
  pincode: "Pincode must be 6 digits and cannot start with 0.",
  pincodeBoth: "A pincode cannot be both always in and always out.",
  pincodesMax: `At most ${MAX_AREA_PINCODES} pincodes in each list.`,
} as const;

/** The same messages in Hindi (the server answers them for a Hindi request). */
export const AREA_MESSAGES_HI = {
  tooFewPoints: "डिलीवरी क्षेत्र में कम से कम 3 बिंदु होने चाहिए।",
  tooManyPoints: `डिलीवरी क्षेत्र में ज़्यादा से ज़्यादा ${MAX_AREA_POINTS} बिंदु हो सकते हैं।`,
  crossesItself: "डिलीवरी क्षेत्र की रेखा ख़ुद को काटती है। कोई बिंदु हटाएँ या खिसकाएँ ताकि किनारे एक-दूसरे को न काटें।",
  tooFar: `डिलीवरी क्षेत्र का हर बिंदु दुकान से ${DELIVERY_RADIUS_M / 1000} km के अंदर होना चाहिए।`,
  point: "हर बिंदु में -180 से 180 तक देशांतर और -90 से 90 तक अक्षांश होना चाहिए।",
  polygon: "डिलीवरी क्षेत्र एक रेखा वाला GeoJSON Polygon होना चाहिए, या दायरे के लिए null।",
  pincode: "पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।",
  pincodeBoth: "एक पिनकोड हमेशा अंदर और हमेशा बाहर दोनों नहीं हो सकता।",
  pincodesMax: `हर सूची में ज़्यादा से ज़्यादा ${MAX_AREA_PINCODES} पिनकोड।`,
} satisfies Record<keyof typeof AREA_MESSAGES, string>;
