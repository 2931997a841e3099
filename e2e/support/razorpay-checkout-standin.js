/* global window */
// A stand-in for Razorpay's hosted checkout.js (https://checkout.razorpay.com/v1/checkout.js), served
// to the page by the live-mode journey in its place. It keeps the options it was opened with (in
// window.__hostedCheckout) and pays with a test instrument of the method preselected in
// prefill.method, through the built-in emulator's checkout API, as the real page would through
// Razorpay: the handler then gets a genuinely signed payment.
(function () {
  class Razorpay {
    constructor(options) {
      this.options = options;
      this.failed = [];
    }
    on(event, callback) {
      if (event === "payment.failed") this.failed.push(callback);
    }
    open() {
      const o = this.options;
      window.__hostedCheckout = window.__hostedCheckout || [];
      window.__hostedCheckout.push(JSON.parse(JSON.stringify(o)));
      const method = o.prefill && o.prefill.method;
      const details =
        method === "upi"
          ? { method: "upi", vpa: "success@razorpay" }
          : method === "netbanking"
            ? { method: "netbanking", bank: "HDFC", bank_outcome: "success" }
            : {
                method: "card",
                card: {
                  number: "4111111111111111",
                  expiry_month: "12",
                  expiry_year: String(new Date().getFullYear() + 3),
                  cvv: "123",
                },
              };
      fetch("/mock/razorpay/v1/checkout/pay", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          key_id: o.key,
          order_id: o.order_id,
          amount: o.amount,
          currency: o.currency,
          email: o.prefill.email,
          contact: o.prefill.contact,
          customer_id: o.customer_id,
          ...details,
        }),
      })
        .then((res) => res.json().then((json) => ({ ok: res.ok, json })))
        .then(({ ok, json }) => {
          if (ok) o.handler(json);
          else this.failed.forEach((callback) => callback({ error: json.error }));
        });
    }
    close() {}
  }
  window.Razorpay = Razorpay;
})();
