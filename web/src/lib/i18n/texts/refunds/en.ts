// A refund's sentence and status, the same on an order and on the Payments page (lib/refund-text).
const refunds = {
  refunds: {
    toGalliCash: "Refunded {{amount}} to Galli Cash",
    notCharged: "{{amount}} not charged at the door",
    processed: "Refunded {{amount}} to {{to}}",
    failed: "Refund of {{amount}} to {{to}} failed",
    failedBecause: "Refund of {{amount}} to {{to}} failed: {{reason}}",
    expected: "Refund of {{amount}} to {{to}}: expected by {{date}}",
    to: {
      wallet: "Galli Cash",
      card: "your card",
      netbanking: "your bank account",
      upi: "your UPI ID",
      cash: "cash at the door",
      other: "your payment method",
    },
    status: {
      requested: "Requested",
      initiated: "Initiated",
      processed: "Processed",
      failed: "Failed",
    },
  },
};

export default refunds;
