// The features whose side effects /home does not need before its first draw: their sagas (and the
// API calls, payment and password code they pull in) come in a chunk of their own that loads as
// the first page is drawn (root-saga.ts, `startDeferredSagas`). Actions dispatched before it
// arrives are kept and handed to these sagas in order, so nothing is missed, only answered later.
import { rewardsSaga } from "@/features/rewards/sagas";
import { supportSaga } from "@/features/support/sagas";
import { ticketsSaga } from "@/features/support/tickets-sagas";
import { partnerSaga } from "@/features/partner/sagas";
import { contentSaga } from "@/features/content/sagas";
import { authSaga } from "@/features/auth/sagas";
import { profileSaga } from "@/features/profile/sagas";
import { checkoutSaga } from "@/features/checkout/sagas";
import { paymentsSaga } from "@/features/payments/sagas";
import { checkoutBridgeSaga } from "./checkout-bridge";
import { ordersSaga } from "@/features/orders/sagas";
import { liveSaga } from "@/features/live/sagas";
import type { FeatureSaga } from "./root-saga";

export const deferredSagas: FeatureSaga[] = [
  rewardsSaga,
  supportSaga,
  ticketsSaga,
  partnerSaga,
  contentSaga,
  authSaga,
  profileSaga,
  checkoutSaga,
  paymentsSaga,
  checkoutBridgeSaga,
  ordersSaga,
  liveSaga,
];
