// The root saga spawns each feature's root saga: spawned tasks are detached, so one feature's
// crash is logged and ends that feature only, never the others (redux-saga docs, "RootSaga").
import { call, spawn } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { sessionSaga } from "@/features/session/sagas";
import { rewardsSaga } from "@/features/rewards/sagas";
import { supportSaga } from "@/features/support/sagas";
import { ticketsSaga } from "@/features/support/tickets-sagas";
import { partnerSaga } from "@/features/partner/sagas";
import { contentSaga } from "@/features/content/sagas";
import { authSaga } from "@/features/auth/sagas";
import { profileSaga } from "@/features/profile/sagas";
import { catalogSaga } from "@/features/catalog/sagas";
import { shopsSaga } from "@/features/shops/sagas";
import { locationSaga } from "@/features/location";
import { cartSaga } from "@/features/cart/sagas";
import { checkoutSaga } from "@/features/checkout/sagas";
import { paymentsSaga } from "@/features/payments/sagas";
import { checkoutBridgeSaga } from "./checkout-bridge";
import { ordersSaga } from "@/features/orders/sagas";
import { liveSaga } from "@/features/live/sagas";

type FeatureSaga = () => SagaIterator;

/** A feature with side effects adds its root saga here. */
export const featureSagas: FeatureSaga[] = [
  sessionSaga,
  rewardsSaga,
  supportSaga,
  ticketsSaga,
  partnerSaga,
  contentSaga,
  authSaga,
  profileSaga,
  locationSaga,
  catalogSaga,
  shopsSaga,
  cartSaga,
  checkoutSaga,
  paymentsSaga,
  checkoutBridgeSaga,
  ordersSaga,
  liveSaga,
];

function* guarded(saga: FeatureSaga): SagaIterator {
  try {
    yield call(saga);
  } catch (error) {
    console.error(`Saga ${saga.name || "anonymous"} stopped after an unexpected error`, error);
  }
}

export function* rootSaga(sagas: FeatureSaga[] = featureSagas): SagaIterator {
  for (const saga of sagas) yield spawn(guarded, saga);
}
