// The store settings' constants and messages (no zod), shared with the web console.
import { DELIVERY_RADIUS_M } from "./catalog-constants";

/** A shop's preparation time (minutes) and delivery speed (km/h): the arrival it promises. */
export const PREP_MINUTES_MIN = 0;
export const PREP_MINUTES_MAX = 240;
export const SPEED_KMH_MIN = 5;
export const SPEED_KMH_MAX = 60;
/** A shop's limit of orders for immediate delivery per store in any 60 minutes (empty: no limit). */
export const ORDERS_PER_HOUR_MIN = 1;
export const ORDERS_PER_HOUR_MAX = 500;

export const SETTINGS_MESSAGES = {
  time: "Use a time such as 09:00 or 21:30.",
  closeBeforeOpen: "Closing time must be after opening time.",
  weekdays: "Give the hours of all seven days, Sunday to Saturday, once each.",
  date: "Use a date such as 2026-12-25.",
  holidaysRepeat: "Each holiday date only once.",
  holidaysMax: "At most 60 holidays.",
  radiusPositive: "The delivery radius must be more than 0 km.",
  radiusMax: `The delivery radius can be at most ${DELIVERY_RADIUS_M / 1000} km.`,
  radiusNumber: "The delivery radius must be a number of km.",
  codLimit: "The cash on delivery limit must be more than ₹0.",
  codLimitMax: "The cash on delivery limit can be at most ₹1,00,000.",
  duration: "The delivery time must be a whole number from 1 to 999.",
  deliveryType: "Delivery by the shop is always offered.",
  freeDeliveryNumber: "The free delivery amount must be a number of rupees.",
  freeDeliveryMin: "The free delivery amount cannot be less than ₹0.",
  freeDeliveryMax: "The free delivery amount can be at most ₹1,00,000.",
  prepMinutes: `The preparation time must be a whole number of minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}.`,
  speed: `The delivery speed must be a whole number of km/h from ${SPEED_KMH_MIN} to ${SPEED_KMH_MAX}.`,
  ordersPerHour: `Orders per hour for immediate delivery must be empty (no limit) or a whole number from ${ORDERS_PER_HOUR_MIN} to ${ORDERS_PER_HOUR_MAX}.`,
} as const;

/** The same messages in Hindi (the server answers them for a Hindi request). */
export const SETTINGS_MESSAGES_HI = {
  time: "समय ऐसे लिखें: 09:00 या 21:30।",
  closeBeforeOpen: "बंद होने का समय खुलने के समय के बाद होना चाहिए।",
  weekdays: "रविवार से शनिवार तक सातों दिन का समय एक-एक बार दें।",
  date: "तारीख ऐसे लिखें: 2026-12-25।",
  holidaysRepeat: "हर छुट्टी की तारीख एक ही बार दें।",
  holidaysMax: "ज़्यादा से ज़्यादा 60 छुट्टियाँ।",
  radiusPositive: "डिलीवरी का दायरा 0 km से ज़्यादा होना चाहिए।",
  radiusMax: `डिलीवरी का दायरा ज़्यादा से ज़्यादा ${DELIVERY_RADIUS_M / 1000} km हो सकता है।`,
  radiusNumber: "डिलीवरी का दायरा km में एक संख्या होनी चाहिए।",
  codLimit: "कैश ऑन डिलीवरी की सीमा ₹0 से ज़्यादा होनी चाहिए।",
  codLimitMax: "कैश ऑन डिलीवरी की सीमा ज़्यादा से ज़्यादा ₹1,00,000 हो सकती है।",
  duration: "डिलीवरी का समय 1 से 999 तक की पूरी संख्या होनी चाहिए।",
  deliveryType: "दुकान से डिलीवरी हमेशा मिलती है।",
  freeDeliveryNumber: "मुफ़्त डिलीवरी की राशि रुपयों में एक संख्या होनी चाहिए।",
  freeDeliveryMin: "मुफ़्त डिलीवरी की राशि ₹0 से कम नहीं हो सकती।",
  freeDeliveryMax: "मुफ़्त डिलीवरी की राशि ज़्यादा से ज़्यादा ₹1,00,000 हो सकती है।",
  prepMinutes: `तैयारी का समय ${PREP_MINUTES_MIN} से ${PREP_MINUTES_MAX} मिनट तक की पूरी संख्या होना चाहिए।`,
  speed: `डिलीवरी की रफ़्तार ${SPEED_KMH_MIN} से ${SPEED_KMH_MAX} km/h तक की पूरी संख्या होनी चाहिए।`,
  ordersPerHour: `तुरंत डिलीवरी के लिए प्रति घंटा ऑर्डर खाली (कोई सीमा नहीं) या ${ORDERS_PER_HOUR_MIN} से ${ORDERS_PER_HOUR_MAX} तक की पूरी संख्या होने चाहिए।`,
} satisfies Record<keyof typeof SETTINGS_MESSAGES, string>;

export const MAX_HOLIDAYS = 60;
export const MAX_COD_LIMIT_RUPEES = 100_000;
/** The largest free-delivery amount a shop can set, in rupees. */
export const MAX_FREE_DELIVERY_RUPEES = 100_000;
export const DURATION_UNITS = ["minutes", "hours", "days"] as const;
