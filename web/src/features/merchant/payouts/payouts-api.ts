// The bank account and payouts calls of the merchant console (privilege "money").
import type { BankAccountBody, ShopPayoutView } from "@contract/payouts";
import { consoleRequest } from "../console-api";

export const payoutsApi = {
  shops: () => consoleRequest<ShopPayoutView[]>("GET", "/bank-account"),
  save: (shopId: string, body: BankAccountBody) =>
    consoleRequest<ShopPayoutView>("PUT", `/bank-account/${encodeURIComponent(shopId)}`, body),
};
