// Every slice of the store. A feature with state adds its reducer here under its own name.
import { combineReducers } from "@reduxjs/toolkit";
import { sessionReducer } from "@/features/session/slice";
import { authReducer } from "@/features/auth/slice";
import { profileReducer } from "@/features/profile/slice";
import { rewardsReducer } from "@/features/rewards/slice";
import { supportReducer } from "@/features/support/slice";
import { ticketsReducer } from "@/features/support/tickets-slice";
import { partnerReducer } from "@/features/partner/slice";
import { contentReducer } from "@/features/content/slice";
import { catalogReducer } from "@/features/catalog/reducer";
import { shopsReducer } from "@/features/shops/slice";
import { locationReducer } from "@/features/location";
import { cartReducer } from "@/features/cart/slice";
import { checkoutReducer } from "@/features/checkout/slice";
import { paymentsReducer } from "@/features/payments/slice";
import { ordersReducer } from "@/features/orders/reducer";
import { liveReducer } from "@/features/live/slice";
import { uiReducer } from "./ui-slice";

export const rootReducer = combineReducers({
  ui: uiReducer,
  session: sessionReducer,
  rewards: rewardsReducer,
  support: supportReducer,
  tickets: ticketsReducer,
  partner: partnerReducer,
  content: contentReducer,
  auth: authReducer,
  profile: profileReducer,
  catalog: catalogReducer,
  location: locationReducer,
  shops: shopsReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  payments: paymentsReducer,
  orders: ordersReducer,
  live: liveReducer,
});
