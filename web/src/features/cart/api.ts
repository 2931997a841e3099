// The cart's calls (spec part 1 section 7, part 2 section 7); shapes from @contract/cart.
import type { SagaIterator } from "redux-saga";
import type {
  BillingPrices,
  CartChangeBody,
  CartRemoveBody,
  CartView,
  CustomizeChoice,
  DeliveryTypesData,
} from "@contract/cart";
import type { BasketData, RefillData } from "@contract/finder";
import type { ApiSuccess } from "@/app/api-client";
import { callApi } from "@/app/call-api";

// Failures the cart explains itself (conflict, stock, login) skip the generic dialog: silent.
export function* requestCartView(): SagaIterator<ApiSuccess<CartView>> {
  return yield* callApi<CartView>("POST", "/cart/view/cr", { body: {} });
}

export function* requestCartAdd(body: CartChangeBody): SagaIterator<ApiSuccess<CartView>> {
  return yield* callApi<CartView>("POST", "/cart/add", { body, silent: true });
}

export function* requestCartRemove(body: CartRemoveBody): SagaIterator<ApiSuccess<CartView>> {
  return yield* callApi<CartView>("DELETE", "/cart/remove/cr", { body, silent: true });
}

export function* requestCartClear(): SagaIterator<ApiSuccess<CartView>> {
  return yield* callApi<CartView>("DELETE", "/cart/clear/cr", { body: {} });
}

export function* requestBilling(shopId: string): SagaIterator<ApiSuccess<BillingPrices>> {
  return yield* callApi<BillingPrices>("POST", "/order/view/billing", { body: { _id: shopId } });
}

export function* requestDeliveryTypes(shopId: string): SagaIterator<ApiSuccess<DeliveryTypesData>> {
  return yield* callApi<DeliveryTypesData>("POST", "/order/view/delivery/type", { body: { _id: shopId } });
}

/** The Delivery Mode is the customer's saved preference (spec: POST /profile/delivery/edit). */
export function* requestDeliveryTypeSave(deliveryType: number): SagaIterator<ApiSuccess<{ delivery_type: number }>> {
  return yield* callApi<{ delivery_type: number }>("POST", "/profile/delivery/edit", {
    body: { delivery_type: deliveryType },
  });
}

export function* requestAutoSelect(shopId: string): SagaIterator<ApiSuccess<CustomizeChoice>> {
  return yield* callApi<CustomizeChoice>("POST", "/cart/view/as", { body: { _id: shopId } });
}

export function* requestOtherStores(shopId: string): SagaIterator<ApiSuccess<CustomizeChoice[]>> {
  return yield* callApi<CustomizeChoice[]>("POST", "/cart/view/os", { body: { _id: shopId } });
}

export function* requestCustomStores(shopId: string, storeIds: string[]): SagaIterator<ApiSuccess<CustomizeChoice[]>> {
  return yield* callApi<CustomizeChoice[]>("POST", "/cart/view/cs", { body: { _id: shopId, shopIds: storeIds } });
}

export function* requestCartWrite(shopId: string, storeId: string | null): SagaIterator<ApiSuccess<CartView>> {
  return yield* callApi<CartView>("POST", "/cart/write", { body: { _id: shopId, store_id: storeId } });
}

/** 'Cheaper elsewhere?': the cart priced at every nearby shop (within maxDistance of the delivery location). */
export function* requestBasket(
  delivery: { lat: number; lng: number },
  maxDistance: number,
): SagaIterator<ApiSuccess<BasketData>> {
  return yield* callApi<BasketData>("POST", "/find/basket", {
    body: { deliveryLocation: { type: "Point", coordinates: [delivery.lng, delivery.lat] }, maxDistance },
  });
}

/** The cart emptied and refilled with the same products at another shop. */
export function* requestCartMove(shopId: string): SagaIterator<ApiSuccess<RefillData>> {
  return yield* callApi<RefillData>("POST", "/cart/move", { body: { _id: shopId }, silent: true });
}
