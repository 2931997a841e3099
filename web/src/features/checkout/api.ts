// Checkout's calls (spec part 2 section 7). Failures the dialog explains itself are silent.
import type { SagaIterator } from "redux-saga";
import type { DeliveryTypesData, VerifyShopBody, VerifyStockData } from "@contract/cart";
import type {
  OrderIssueBody,
  OrderIssueData,
  PaymentOrderBody,
  PaymentOrderData,
  PlaceOrderData,
} from "@contract/checkout";
import type { AllTokensData, BanksData } from "@contract/payments";
import type { SlotsAnswer } from "@contract/slots";
import type { Offer } from "@contract/promo";
import type { ApiSuccess } from "@/app/api-client";
import { callApi } from "@/app/call-api";
import type { Place } from "@contract/places";
import type { DeliveryAddressInput, ProfileData, SavedAddress } from "@contract/profile";
import type { LatLng } from "@/lib/storage";

export function* requestDeliveryTypes(shopId: string): SagaIterator<ApiSuccess<DeliveryTypesData>> {
  return yield* callApi<DeliveryTypesData>("POST", "/order/view/delivery/type", { body: { _id: shopId } });
}

/** The slots of a date for the stores of the customer's cart: full and closed ones marked, the next free one. */
export function* requestSlots(shopId: string, date: string | null): SagaIterator<ApiSuccess<SlotsAnswer>> {
  const query = new URLSearchParams({ shop_id: shopId, ...(date ? { date } : {}) });
  return yield* callApi<SlotsAnswer>("GET", `/order/slots?${query.toString()}`, { silent: true });
}

export function* requestVerifyStock(shopId: string): SagaIterator<ApiSuccess<VerifyStockData>> {
  return yield* callApi<VerifyStockData>("POST", "/cart/verify/stock", { body: { _id: shopId }, silent: true });
}

export function* requestVerifyShop(body: VerifyShopBody): SagaIterator<ApiSuccess<unknown>> {
  return yield* callApi<unknown>("POST", "/cart/verify/shop", { body });
}

export function* requestPaymentOrder(body: PaymentOrderBody): SagaIterator<ApiSuccess<PaymentOrderData>> {
  return yield* callApi<PaymentOrderData>("POST", "/order/razor/payment", { body, silent: true });
}

export function* requestTokens(): SagaIterator<ApiSuccess<AllTokensData>> {
  return yield* callApi<AllTokensData>("POST", "/order/razor/alltokens", { body: {}, silent: true });
}

export function* requestBanks(): SagaIterator<ApiSuccess<BanksData>> {
  return yield* callApi<BanksData>("POST", "/order/razor/banks", { body: {}, silent: true });
}

export function* requestOffers(): SagaIterator<ApiSuccess<Offer[]>> {
  return yield* callApi<Offer[]>("POST", "/promo/list", { body: {}, silent: true });
}

/** The five place-order paths, as a form: `inputs` JSON and an optional image. */
export function* requestPlaceOrder(
  path: string,
  inputs: object,
  image: File | null,
): SagaIterator<ApiSuccess<PlaceOrderData>> {
  const formData = new FormData();
  formData.append("inputs", JSON.stringify(inputs));
  if (image) formData.append("image", image);
  return yield* callApi<PlaceOrderData>("POST", `/order/place/${path}`, { formData });
}

export function* requestOrderIssue(body: OrderIssueBody): SagaIterator<ApiSuccess<OrderIssueData>> {
  return yield* callApi<OrderIssueData>("POST", "/order/refund/orderIssue", { body, silent: true });
}

/** The chosen delivery location's place (street, area, PIN) to fill the address form from. */
export function* requestPlaceAt(at: LatLng): SagaIterator<ApiSuccess<Place | null>> {
  return yield* callApi<Place | null>("GET", "/places/reverse", { query: { lat: at.lat, lng: at.lng }, silent: true });
}

/** 'Save this address': the checkout's address becomes a saved address of the account. */
export function* requestSaveAddress(deliveryAddress: DeliveryAddressInput): SagaIterator<ApiSuccess<SavedAddress>> {
  return yield* callApi<SavedAddress>("POST", "/profile/address/add", { body: { deliveryAddress }, silent: true });
}

/** The profile again, so every list of saved addresses shows the new one. */
export function* requestProfile(): SagaIterator<ApiSuccess<ProfileData>> {
  return yield* callApi<ProfileData>("GET", "/profile/view", { silent: true });
}
