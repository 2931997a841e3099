// Texts of the home page; the spec's messages are verbatim (part 1 section 8).
export const HOME_MESSAGES = {
  locationUnset: "Kindly select the Delivery Location and Search Location to view nearby shops!",
  noNearbyShops:
    "No nearby shops found within the specified kilometers, we will notify you when shops attached in your area. Meanwhile you can purchase from below Other Location Shops. If you are a merchant click below link for more details.",
  warning:
    "Shops are listed by distance from your Search Location. Delivery, prices and offers depend on each shop and on your Delivery Location, so check your cart before you pay.",
} as const;

export const GROUPS = [
  {
    key: "public",
    title: "Public Shops:",
    help: "Shops near your Search Location that anyone can order from.",
    empty: "No public shops within this distance.",
  },
  {
    key: "private",
    title: "Private Shops:",
    help: "Shops with their own page for their regular customers. A closed private shop cannot be opened.",
    empty: "No private shops within this distance.",
  },
  {
    key: "branded",
    title: "Branded Shops",
    help: "Outlets of brands near your Search Location.",
    empty: "No branded shops within this distance.",
  },
  {
    key: "global",
    title: "Other location shops:",
    help: "Shops in other locations that deliver to you, nearest first.",
    empty: "No other location shops yet.",
  },
] as const;
