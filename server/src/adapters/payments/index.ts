// Payments: one interface over Razorpay. The implementation is always the official SDK
// (razorpay.ts); in emulator mode the SDK talks to the built-in Razorpay stand-in served under
// /mock/razorpay (emulator/), in live mode to api.razorpay.com. Amounts are paise, as on Razorpay.
import type { Config } from "../../config";
import { razorpayGateway } from "./razorpay";
import type { PaymentGateway } from "./types";

export * from "./types";

export function createPayments(config: Config): PaymentGateway {
  return razorpayGateway(config.razorpay, config.publicUrl);
}
