// Provider refusals and outages as our named errors. A provider's 4xx about input we sent is a
// 502 for our caller (our request was wrong or the provider refused), never a stack trace.
import { ProviderError } from "../../adapters/payments";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

export async function callProvider<T>(call: () => Promise<T>, what = "The payment provider"): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderError) {
      throw new AppError(ERROR_CODE.PAYMENT_PROVIDER_ERROR, `${what} could not complete the request: ${err.message}`, {
        provider_code: err.providerCode,
      });
    }
    throw err;
  }
}

/** A provider 'does not exist' answer (404, or Razorpay's 400 for an unknown id). */
export const isProviderNotFound = (err: unknown) =>
  err instanceof ProviderError && (err.statusCode === 404 || /does not exist/i.test(err.message));
