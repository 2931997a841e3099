// Checkout's state (slice.ts moves it): its types, the state a checkout opens from, and how the
// address and its "Save this address" choice are picked from the customer's saved addresses.
import type { SubstitutionRule } from "@contract/substitutions-constants";
import type { PaymentOrderData, PlaceOrderData } from "@contract/checkout";
import type { AllTokensData, BanksData } from "@contract/payments";
import type { Offer } from "@contract/promo";
import type { SlotsAnswer } from "@contract/slots";
import type { SavedAddress } from "@contract/profile";
import { DELIVERY_TYPE } from "@contract/cart-constants";
import { PAYMENT_TAB, type PaymentTab, type WalletNotice } from "@contract/checkout-constants";
import { idleRequest, type RequestState } from "@/lib/request-status";
import type { LatLng } from "@/lib/storage";
import type { MethodDetails } from "@/lib/payment-provider";

export type Step = "ORDER_CONFIRMATION" | "PAYMENT" | "PAYMENT_SUCCESS";
export type { PaymentTab };
/** The wallet dialog's modes (WALLET_NOTICE). */
export type NoticeMode = WalletNotice;
export type DeliveryType = (typeof DELIVERY_TYPE)[keyof typeof DELIVERY_TYPE];

/** The method Razorpay's hosted checkout opens with (live mode); none lets it offer the saved ones first. */
export type HostedMethod = "card" | "upi" | "netbanking";
export type PayRequest = { details: MethodDetails | null; method?: HostedMethod };

export type CheckoutAddress = { street: string; area: string; zipcode: string; landmark: string };
export type AddressType = "Home" | "Work" | "Other";
export const ADDRESS_TYPES: AddressType[] = ["Home", "Work", "Other"];
/**
 * 'Save this address': offered when the address is not one of the saved ones; ticked on the first
 * order (no saved address yet). Saved once the address is verified, the first one as the default.
 */
export type SaveAddressChoice = {
  offered: boolean;
  wanted: boolean;
  type: AddressType;
  /** The name typed for Other. */
  otherName: string;
  /** The customer has no saved address yet: this one becomes the default. */
  first: boolean;
};
export type OpenPayload = {
  shopId: string;
  amount: number;
  location: LatLng | null;
  savedAddresses: SavedAddress[];
  shopName: string;
  duration: string | null;
  /** The shop's order features: notes and an image are offered only when it accepts them. */
  features: { notes: boolean; upload: boolean };
  /** How many stores supply the cart: one order (one parcel) each. */
  parcels: number;
  /** The cart's products, for the substitution rule of each. */
  lines?: CheckoutLine[];
};

export type CheckoutLine = { productId: string; name: string; nameHi?: string };

export type CheckoutState = {
  open: boolean;
  /**
   * 'Proceed to Buy' was pressed with no delivery location (a shop opened from a link): the
   * location is asked for first, then checkout opens for this shop and amount.
   */
  locationNeeded: { shopId: string; amount: number } | null;
  step: Step;
  shopId: string | null;
  shopName: string;
  duration: string | null;
  features: { notes: boolean; upload: boolean };
  parcels: number;
  cartAmount: number;
  location: LatLng | null;
  deliveryTypes: { _id: number; name: string }[];
  deliveryType: DeliveryType;
  address: CheckoutAddress;
  /** Where the address came from: a saved address, the chosen location's place, or nothing yet. */
  addressSource: "saved" | "place" | null;
  saveAddress: SaveAddressChoice;
  editingAddress: boolean;
  addressErrors: { street?: string; zipcode?: string };
  preferredDate: string | null;
  preferredSlot: string | null;
  /** The server's slots of the preferred date (today when none): null until they come (all offered by the clock alone). */
  slots: SlotsAnswer | null;
  notes: string;
  imageName: string | null;
  imageError: string | null;
  verify: RequestState;
  tab: PaymentTab;
  useWallet: boolean;
  promo: { id?: string; code: string } | null;
  promoError: string | null;
  offers: Offer[];
  order: PaymentOrderData | null;
  orderRequest: RequestState;
  tokens: AllTokensData | null;
  banks: BanksData | null;
  notice: NoticeMode | null;
  pay: RequestState;
  result: PlaceOrderData | null;
  lines: CheckoutLine[];
  /** When an item is short at packing: the rule for the whole order (remembered) and per product. */
  substitution: { default: SubstitutionRule; lines: Record<string, SubstitutionRule> };
};

export const emptyAddress: CheckoutAddress = { street: "", area: "", zipcode: "", landmark: "" };

export const initialState: CheckoutState = {
  open: false,
  locationNeeded: null,
  step: "ORDER_CONFIRMATION",
  shopId: null,
  shopName: "",
  duration: null,
  features: { notes: false, upload: false },
  parcels: 1,
  cartAmount: 0,
  location: null,
  deliveryTypes: [],
  deliveryType: DELIVERY_TYPE.byShop,
  address: emptyAddress,
  addressSource: null,
  saveAddress: { offered: false, wanted: false, type: "Home", otherName: "", first: false },
  lines: [],
  substitution: { default: "similar", lines: {} },
  editingAddress: false,
  addressErrors: {},
  preferredDate: null,
  preferredSlot: null,
  slots: null,
  notes: "",
  imageName: null,
  imageError: null,
  verify: idleRequest(),
  tab: PAYMENT_TAB.card,
  useWallet: false,
  promo: null,
  promoError: null,
  offers: [],
  order: null,
  orderRequest: idleRequest(),
  tokens: null,
  banks: null,
  notice: null,
  pay: idleRequest(),
  result: null,
};

/** The saved address nearest to the delivery location (the default one when none is near). */
export function savedAddressFor(saved: SavedAddress[], at: LatLng | null): SavedAddress | undefined {
  const near = at
    ? saved.find(
        (a) =>
          Math.abs(a.location.coordinates[1] - at.lat) < 0.002 && Math.abs(a.location.coordinates[0] - at.lng) < 0.002,
      )
    : undefined;
  return near ?? saved.find((a) => a.is_default);
}

/** The first of Home, Work and Other that no saved address uses yet (Other can always be named anew). */
export function freeType(saved: SavedAddress[]): AddressType {
  const used = new Set(saved.map((a) => a.type.trim().toLowerCase()));
  return ADDRESS_TYPES.find((t) => t === "Other" || !used.has(t.toLowerCase())) ?? "Other";
}
