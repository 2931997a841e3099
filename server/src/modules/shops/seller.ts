// The seller details a product and an order show (Consumer Protection (E-Commerce) Rules 2020):
// the shop's registered legal name (its display name when none is registered), the selling store's
// address and the shop's GSTIN.
import type { SellerDetails } from "../../contract/common";

type SellerShop = { displayName: string; legalName: string | null; gstin: string | null };
type SellerStore = { street: string; area: string; city: string; state: string; zipcode: string };

export const storeAddress = (s: SellerStore) =>
  [s.street, s.area, s.city, [s.state, s.zipcode].filter(Boolean).join(" ")].filter((x) => x.trim()).join(", ");

export const sellerOf = (shop: SellerShop, store: SellerStore): SellerDetails => ({
  legal_name: shop.legalName?.trim() || shop.displayName,
  address: storeAddress(store),
  gstin: shop.gstin ?? null,
});
