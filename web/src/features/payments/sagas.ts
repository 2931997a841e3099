// The Payments page's side effects. Adding a card or UPI id posts it to the provider (never to
// the /user API), then lists the saved methods again.
import { all, call, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { AllTokensData, RazInfoData, WalletData } from "@contract/payments";
import type { RefundListData, StatementData } from "@contract/wallet";
import type { ApiSuccess } from "@/app/api-client";
import type { SessionData } from "@contract/session";
import { loggedIn, sessionRestored } from "@/app/events";
import { selectCustomerToken } from "@/features/session/selectors";
import { addProviderToken, ProviderRefusal, type MethodDetails } from "@/lib/payment-provider";
import * as api from "./api";
import {
  addFailed,
  addSubmitted,
  addSucceeded,
  changeFailed,
  deleteConfirmed,
  deleteDone,
  infoUpdated,
  moneyLoaded,
  paymentsLoaded,
  paymentsLoadFailed,
  paymentsPageOpened,
  preferredChosen,
  selectPayments,
  statementMoreRequested,
  statementPageFailed,
  statementPageLoaded,
  tokensUpdated,
  type PaymentsState,
} from "./slice";

function* loadWorker(): SagaIterator {
  try {
    // alltokens first: it makes the provider customer the other settings name.
    const tokens: ApiSuccess<AllTokensData> = yield call(api.requestAllTokens);
    const [info, wallet]: [ApiSuccess<RazInfoData>, ApiSuccess<WalletData>] = yield all([
      call(api.requestRazInfo),
      call(api.requestWallet),
    ]);
    yield put(paymentsLoaded({ tokens: tokens.data, info: info.data, balance: wallet.data.balance }));
  } catch {
    yield put(paymentsLoadFailed());
    return;
  }
  try {
    const [statement, refunds]: [ApiSuccess<StatementData>, ApiSuccess<RefundListData>] = yield all([
      call(api.requestStatement, 0),
      call(api.requestRefunds),
    ]);
    yield put(moneyLoaded({ statement: statement.data, refunds: refunds.data.refunds }));
  } catch {
    // The error dialog has said why; the saved methods and the balance are shown.
  }
}

function* statementMoreWorker(): SagaIterator {
  const s: PaymentsState = yield select(selectPayments);
  try {
    const page: ApiSuccess<StatementData> = yield call(api.requestStatement, s.statement?.entries.length ?? 0);
    yield put(statementPageLoaded(page.data));
  } catch {
    yield put(statementPageFailed());
  }
}

/**
 * Payment settings (provider customer id, preferred card and UPI tokens) are fetched with the
 * profile when a customer's session starts or after login (spec part 1 section 4). Silent: a
 * failure here must not raise the error dialog over the page the customer is on.
 */
function* settingsWorker(action: PayloadAction<SessionData>): SagaIterator {
  // A guest's session, or one that has already given way to another (an expired token turned guest).
  const current: string | null = yield select(selectCustomerToken);
  if (action.payload.guest || current === null || current !== action.payload.token) return;
  try {
    const info: ApiSuccess<RazInfoData> = yield call(api.requestRazInfo, { silent: true });
    yield put(infoUpdated(info.data));
  } catch {
    // The Payments page and checkout load the settings again when they need them.
  }
}

function* preferredWorker(action: PayloadAction<{ id: string; kind: 1 | 2 }>): SagaIterator {
  try {
    const info: ApiSuccess<RazInfoData> = yield call(api.requestSavePref, action.payload.id, action.payload.kind);
    yield put(infoUpdated(info.data));
    const tokens: ApiSuccess<AllTokensData> = yield call(api.requestAllTokens);
    yield put(tokensUpdated(tokens.data));
  } catch {
    yield put(changeFailed());
  }
}

function* deleteWorker(): SagaIterator {
  const s: PaymentsState = yield select(selectPayments);
  if (!s.confirmDelete) return;
  try {
    const res: ApiSuccess<AllTokensData> = yield call(
      api.requestDeleteToken,
      s.confirmDelete.token,
      s.confirmDelete.type,
    );
    yield put(tokensUpdated(res.data));
    yield put(deleteDone());
    const info: ApiSuccess<RazInfoData> = yield call(api.requestRazInfo);
    yield put(infoUpdated(info.data));
  } catch {
    yield put(changeFailed());
  }
}

function* addWorker(action: PayloadAction<MethodDetails>): SagaIterator {
  const s: PaymentsState = yield select(selectPayments);
  if (!s.info || !s.tokens?.customer_id) {
    yield put(addFailed("Your payment settings are still loading. Please try again."));
    return;
  }
  try {
    yield call(addProviderToken, s.info.rzy_pay_key, s.tokens.customer_id, action.payload);
  } catch (err) {
    yield put(
      addFailed(err instanceof ProviderRefusal ? err.error.description : "This could not be saved. Please try again."),
    );
    return;
  }
  try {
    const tokens: ApiSuccess<AllTokensData> = yield call(api.requestAllTokens);
    yield put(addSucceeded(tokens.data));
  } catch {
    yield put(addFailed("Saved. Please reload the page to see it."));
  }
}

export function* paymentsSaga(): SagaIterator {
  yield takeLatest(paymentsPageOpened, loadWorker);
  yield takeLatest([sessionRestored.type, loggedIn.type], settingsWorker);
  yield takeLeading(preferredChosen, preferredWorker);
  yield takeLeading(deleteConfirmed, deleteWorker);
  yield takeLeading(addSubmitted, addWorker);
  yield takeLeading(statementMoreRequested, statementMoreWorker);
}
