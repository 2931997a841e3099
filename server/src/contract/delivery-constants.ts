// The last mile's names (no zod; the web imports it): the delivery states (ONDC's logistics names),
// the reasons a delivery fails and the rules a position and a door code follow. A delivery order
// nobody is assigned to yet has the state null.
export const DELIVERY_STATES = [
  "Agent-assigned",
  "Order-picked-up",
  "At-delivery",
  "Order-delivered",
  "Delivery-failed",
  "RTO-Initiated",
  "RTO-Delivered",
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE = {
  assigned: "Agent-assigned",
  pickedUp: "Order-picked-up",
  atDelivery: "At-delivery",
  delivered: "Order-delivered",
  failed: "Delivery-failed",
  rtoInitiated: "RTO-Initiated",
  rtoDelivered: "RTO-Delivered",
} as const satisfies Record<string, DeliveryState>;

/** The states of an open trip (the member's list). */
export const OPEN_TRIP_STATES: readonly DeliveryState[] = ["Agent-assigned", "Order-picked-up", "At-delivery"];

export const DELIVERY_STATE_NAMES: Record<DeliveryState, string> = {
  "Agent-assigned": "Assigned to a delivery person",
  "Order-picked-up": "Picked up",
  "At-delivery": "At your door",
  "Order-delivered": "Delivered",
  "Delivery-failed": "Delivery failed",
  "RTO-Initiated": "Returning to the shop",
  "RTO-Delivered": "Returned to the shop",
};

export const DELIVERY_FAIL_REASONS = [
  "customer_not_reachable",
  "customer_refused",
  "wrong_address",
  "cod_refused",
  "damaged",
  "wrong_items",
] as const;
export type DeliveryFailReason = (typeof DELIVERY_FAIL_REASONS)[number];

/** The customer's side: the goods are refunded and the delivery charge kept. */
export const CUSTOMER_SIDE_FAIL_REASONS: readonly DeliveryFailReason[] = [
  "customer_not_reachable",
  "customer_refused",
  "wrong_address",
  "cod_refused",
];
/** The shop's (or its delivery person's) side: 100% refund (spec). */
export const SHOP_SIDE_FAIL_REASONS: readonly DeliveryFailReason[] = ["damaged", "wrong_items"];

export const DELIVERY_FAIL_REASON_NAMES: Record<DeliveryFailReason, string> = {
  customer_not_reachable: "Customer not reachable",
  customer_refused: "Customer refused",
  wrong_address: "Wrong address",
  cod_refused: "Refused to pay cash",
  damaged: "Damaged",
  wrong_items: "Wrong items",
};

/** The door code: 4 digits. */
export const DELIVERY_CODE_LENGTH = 4;
/** Wrong codes before the order's code locks, and for how long. */
export const DELIVERY_CODE_MAX_TRIES = 5;
export const DELIVERY_CODE_LOCK_MINUTES = 15;

/** Positions: at most one accepted every this many seconds; faster ones answer accepted: false. */
export const POSITION_MIN_INTERVAL_SECONDS = 10;
/** A position implying a speed above this from the previous accepted one is refused. */
export const POSITION_MAX_SPEED_KMH = 120;
/** A position further from the store than this many times the shop's delivery radius is refused. */
export const POSITION_AREA_FACTOR = 3;
/** India's bounding box (degrees). */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.2, minLng: 68, maxLng: 97.5 } as const;

/** The directions link a trip carries (a maps address built from the coordinates). */
export const directionsUrl = (lat: number, lng: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** The delivery forms' validation messages. */
export const DELIVERY_MESSAGES = {
  codeInvalid: "Enter the 4-digit delivery code.",
  reasonInvalid: "Choose why the delivery failed.",
  memberRequired: "Choose a delivery member.",
  positionInvalid: "Send a position as lat and lng in degrees.",
  cashInvalid: "Cash collected is an amount in paise.",
  cashReasonTooLong: "The reason is at most 200 characters.",
  overrideReasonTooLong: "The reason is at most 200 characters.",
  autoAssignInvalid: "Automatic assignment is on (true) or off (false).",
  handoverAmountInvalid: "The amount handed over is a whole number of paise above 0.",
  handoverOrdersInvalid: "Name the orders handed over, or all cash held now.",
} as const;

export const DELIVERY_MESSAGES_HI = {
  codeInvalid: "4 अंकों का डिलीवरी कोड डालें।",
  reasonInvalid: "डिलीवरी न हो पाने की वजह चुनें।",
  memberRequired: "डिलीवरी करने वाला सदस्य चुनें।",
  positionInvalid: "लोकेशन lat और lng (डिग्री में) के रूप में भेजें।",
  cashInvalid: "ली गई नकद राशि पैसे में एक संख्या होनी चाहिए।",
  cashReasonTooLong: "वजह ज़्यादा से ज़्यादा 200 अक्षरों की हो सकती है।",
  overrideReasonTooLong: "वजह ज़्यादा से ज़्यादा 200 अक्षरों की हो सकती है।",
  autoAssignInvalid: "अपने-आप सौंपना चालू (true) या बंद (false) होता है।",
  handoverAmountInvalid: "सौंपी गई रकम 0 से ज़्यादा पैसे की पूरी संख्या होनी चाहिए।",
  handoverOrdersInvalid: "सौंपे गए ऑर्डर बताएँ, या अभी की पूरी नकद राशि।",
} satisfies Record<keyof typeof DELIVERY_MESSAGES, string>;

export const isDeliveryState = (value: string): value is DeliveryState =>
  (DELIVERY_STATES as readonly string[]).includes(value);
