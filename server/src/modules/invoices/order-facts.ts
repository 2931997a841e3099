// What an order's tax documents are made from (issue.ts): the order with its lines, substitutions,
// shop, store and buyer, and the parties it names: seller, buyer and place of supply.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { gstStateByCode, gstStateByName, stateCodeOfPincode } from "../../contract/invoice-constants";

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export async function orderFacts(tx: Tx, orderId: string) {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    include: {
      items: { orderBy: { id: "asc" } },
      substitutions: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      shop: { select: { id: true, displayName: true, legalName: true, gstin: true } },
      store: { select: { street: true, area: true, city: true, state: true, zipcode: true } },
      user: { select: { firstName: true, lastName: true } },
    },
  });
  if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
  return order;
}
export type OrderFacts = Awaited<ReturnType<typeof orderFacts>>;

/** A delivery within this distance of the store is in the store's city. */
const SAME_CITY_KM = 40;

/**
 * The buyer's "City, State PIN": the state from the PIN code; the city is the store's for a local
 * delivery (a shop delivers within its radius), else left out.
 */
function buyerPlace(order: OrderFacts, supply: { name: string } | null): string {
  const city = order.distanceKm <= SAME_CITY_KM ? order.store.city : "";
  const state = supply?.name ?? "";
  return [[city, state].filter(Boolean).join(", "), order.zipcode].filter(Boolean).join(" ");
}

/** Seller, buyer and place of supply of an order's documents. */
export function parties(order: OrderFacts) {
  const storeState = gstStateByName(order.store.state);
  const sellerCode = order.shop.gstin?.slice(0, 2) ?? storeState?.code ?? null;
  // Self pickup is supplied at the store; delivery where the customer's PIN code is.
  const supplyCode =
    order.deliveryType === DELIVERY_TYPE.selfPickup
      ? (storeState?.code ?? sellerCode)
      : (stateCodeOfPincode(order.zipcode) ?? sellerCode);
  const supply = supplyCode ? gstStateByCode(supplyCode) : null;
  return {
    seller: {
      legalName: order.shop.legalName ?? order.shop.displayName,
      tradeName: order.shop.displayName,
      gstin: order.shop.gstin,
      address: [
        order.store.street,
        order.store.area,
        `${order.store.city}, ${order.store.state} ${order.store.zipcode}`.trim(),
      ].filter(Boolean),
      stateCode: sellerCode,
    },
    buyer: {
      name: `${order.user.firstName} ${order.user.lastName}`.trim(),
      address:
        order.deliveryType === DELIVERY_TYPE.selfPickup
          ? []
          : [order.street, order.area, order.landmark ?? "", buyerPlace(order, supply)].filter((s) => s && s.trim()),
    },
    placeOfSupply: {
      code: supply?.code ?? null,
      name: supply?.name ?? order.store.state,
      nameHi: supply?.nameHi ?? order.store.state,
    },
    interState: !!(supplyCode && sellerCode && supplyCode !== sellerCode),
  };
}
