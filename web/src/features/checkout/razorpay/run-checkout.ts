// Opens the provider's checkout and resolves once with its outcome. Live mode loads Razorpay's
// hosted checkout.js (the CSP allows it only then); emulator mode uses the built-in dialog.
import { EmulatorRazorpay } from "./emulator";
import type { CheckoutOutcome, RazorpayConstructor, RazorpayOptions } from "./types";

const SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
let loading: Promise<RazorpayConstructor> | null = null;

function loadHostedCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error("checkout.js did not load"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("checkout.js could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function runCheckout(
  mode: "emulator" | "live",
  options: Omit<RazorpayOptions, "handler" | "modal">,
): Promise<CheckoutOutcome> {
  const Ctor: RazorpayConstructor = mode === "live" ? await loadHostedCheckout() : EmulatorRazorpay;
  // The hosted checkout asks for card details itself; they are never handed to it from here. It
  // opens on prefill.method, and with the customer's id it offers (and saves) their cards.
  const { method_details, ...rest } = options;
  const hosted: Omit<RazorpayOptions, "handler" | "modal"> = {
    ...rest,
    ...(rest.customer_id ? { remember_customer: true } : {}),
  };
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (o: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(o);
    };
    const rzp = new Ctor({
      ...(mode === "live" ? hosted : { ...hosted, method_details }),
      handler: (response) => settle({ kind: "paid", response }),
      modal: { ondismiss: () => settle({ kind: "dismissed" }) },
    });
    rzp.on("payment.failed", (r) => {
      if (mode === "live") rzp.close();
      settle({ kind: "failed", error: r.error });
    });
    rzp.open();
  });
}
