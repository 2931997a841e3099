// checkout.js for emulator mode: `open()` shows the built-in provider dialog (emulator-dialog.tsx,
// mounted by the checkout dialog), which posts the entered method to the emulator's authorize
// endpoint and then calls options.handler or the 'payment.failed' callbacks, like Razorpay's.
import { useSyncExternalStore } from "react";
import { postToProvider, ProviderRefusal } from "@/lib/payment-provider";
import type { RazorpayCheckout, RazorpayFailure, RazorpayOptions, RazorpaySuccess } from "./types";
import { RAZORPAY_ERROR_CODE } from "@contract/errors-constants";

export type EmulatorSession = {
  options: RazorpayOptions;
  busy: boolean;
  pay: (outcome?: "success" | "failure") => Promise<void>;
  dismiss: () => void;
};

let current: EmulatorSession | null = null;
const listeners = new Set<() => void>();
const publish = (s: EmulatorSession | null) => {
  current = s;
  listeners.forEach((l) => l());
};

export function useEmulatorSession(): EmulatorSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

export class EmulatorRazorpay implements RazorpayCheckout {
  private failed: ((r: RazorpayFailure) => void)[] = [];

  constructor(private readonly options: RazorpayOptions) {}

  on(event: "payment.failed", cb: (r: RazorpayFailure) => void) {
    if (event === "payment.failed") this.failed.push(cb);
  }

  open() {
    const o = this.options;
    const session: EmulatorSession = {
      options: o,
      busy: false,
      dismiss: () => {
        if (current !== session) return;
        publish(null);
        o.modal?.ondismiss?.();
      },
      pay: async (outcome) => {
        if (session.busy) return;
        publish({ ...session, busy: true });
        session.busy = true;
        const d = o.method_details ?? { method: "card" };
        try {
          const res = await postToProvider<RazorpaySuccess>("/checkout/pay", {
            key_id: o.key,
            order_id: o.order_id,
            amount: o.amount,
            currency: o.currency,
            email: o.prefill.email,
            contact: o.prefill.contact,
            customer_id: o.customer_id,
            ...d,
            ...(d.method === "netbanking" ? { bank_outcome: outcome ?? "success" } : {}),
          });
          publish(null);
          o.handler(res);
        } catch (err) {
          publish(null);
          const error =
            err instanceof ProviderRefusal
              ? err.error
              : { code: RAZORPAY_ERROR_CODE.SERVER_ERROR, description: "Payment failed." };
          this.failed.forEach((cb) => cb({ error }));
        }
      },
    };
    publish(session);
  }

  close() {
    publish(null);
  }
}
