// The checkout.js interface (Razorpay's Standard Checkout): new Razorpay(options), rzp.on(...),
// rzp.open(). Both the hosted script (live mode) and the built-in emulator dialog implement it.
import type { MethodDetails, ProviderError } from "@/lib/payment-provider";

export type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type RazorpayFailure = { error: ProviderError };

export type RazorpayOptions = {
  key: string;
  /** Paise. */
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  order_id: string;
  /** The customer's Razorpay id: the hosted checkout offers their saved cards and UPI IDs. */
  customer_id?: string;
  /** Hosted checkout: let the customer save the card they enter (to their customer_id). */
  remember_customer?: boolean;
  /** `method` preselects that method on the hosted checkout (card, upi, netbanking). */
  prefill: { name: string; email: string; contact: string; method?: string; vpa?: string; bank?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
  /**
   * Emulator only: the method the customer entered in our PAYMENT step (the card-provider payment
   * payload). The hosted checkout collects card details itself and never receives this.
   */
  method_details?: MethodDetails;
};

export interface RazorpayCheckout {
  on(event: "payment.failed", cb: (response: RazorpayFailure) => void): void;
  open(): void;
  close(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

export type CheckoutOutcome =
  { kind: "paid"; response: RazorpaySuccess } | { kind: "failed"; error: ProviderError } | { kind: "dismissed" };
