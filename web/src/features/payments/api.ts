// The Payments page's calls: saved methods and settings (/order/razor/*) and Galli Cash.
import type { SagaIterator } from "redux-saga";
import type { AllTokensData, RazInfoData, WalletData } from "@contract/payments";
import type { RefundListData, StatementData } from "@contract/wallet";
import type { ApiSuccess } from "@/app/api-client";
import { callApi } from "@/app/call-api";

export function* requestAllTokens(): SagaIterator<ApiSuccess<AllTokensData>> {
  return yield* callApi<AllTokensData>("POST", "/order/razor/alltokens", { body: {} });
}

export function* requestRazInfo(opts: { silent?: boolean } = {}): SagaIterator<ApiSuccess<RazInfoData>> {
  return yield* callApi<RazInfoData>("POST", "/order/razor/razInfo", { body: {}, ...opts });
}

export function* requestWallet(): SagaIterator<ApiSuccess<WalletData>> {
  return yield* callApi<WalletData>("POST", "/wallet/bfcash", { body: {} });
}

export function* requestSavePref(id: string, kind: 1 | 2): SagaIterator<ApiSuccess<RazInfoData>> {
  return yield* callApi<RazInfoData>("POST", "/order/razor/savePefToken", { body: { id, kind } });
}

export function* requestDeleteToken(id: string, type: 1 | 2): SagaIterator<ApiSuccess<AllTokensData>> {
  return yield* callApi<AllTokensData>("POST", "/order/razor/deleteToken", { body: { ids: [id], type } });
}

export function* requestStatement(skip: number): SagaIterator<ApiSuccess<StatementData>> {
  return yield* callApi<StatementData>("GET", "/wallet/statement", { query: { skip } });
}

export function* requestRefunds(): SagaIterator<ApiSuccess<RefundListData>> {
  return yield* callApi<RefundListData>("GET", "/wallet/refunds", { query: { skip: 0, limit: 50 } });
}
