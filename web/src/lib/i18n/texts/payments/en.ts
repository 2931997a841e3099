// The Payments page (/payments): saved cards and UPI IDs, Galli Cash and its statement, refunds.
const payments = {
  payments: {
    title: "Payments",
    savedCards: "Saved Cards",
    noCards: "No saved cards yet.",
    expires: "Expires {{month}}/{{year}}",
    addCard: "Add Payment Method",
    savedUpi: "Saved UPI IDs",
    noUpi: "No saved UPI IDs yet.",
    addUpi: "Add New UPI ID",
    preferred: "Preferred",
    markPreferred: "Mark as preferred",
    markPreferredOf: "Mark as preferred: {{label}}",
    delete: "Delete",
    deleteOf: "Delete {{label}}",
    orderId: "Order ID {{id}}",
    add: {
      newCard: "New card",
      saveCard: "Save Card",
      newUpi: "New UPI ID",
      upiId: "UPI ID",
      saveUpi: "Save UPI ID",
      upiRequired: "Please enter your UPI ID",
      live: "Cards and UPI IDs are saved with Razorpay when you pay with them at checkout.",
      numberInvalid: "Please enter a valid 16 digit card number.",
      expiryInvalid: "Please enter a valid expiry date (MM/YY).",
      cvvInvalid: "Please enter the 3 digit CVV.",
    },
    remove: {
      card: "Delete Card",
      upi: "Delete Upi",
      askCard: "Do you want to delete the Saved Card?",
      askUpi: "Do you want to delete the Saved Upi?",
    },
    cash: {
      balance: "Galli Cash balance",
      about: "Refunds to Galli Cash arrive instantly and can pay for your next order.",
      statement: "Statement",
      empty: "No Galli Cash movements yet.",
      balanceAfter: "Balance {{amount}}",
      more: "Show more",
      entry: {
        order: "Order payment",
        refund: "Refund",
        cashback: "Cashback",
        scratch: "Scratch card reward",
        adjustment: "Adjustment",
      },
    },
    refunds: {
      title: "Refunds",
      empty: "No refunds yet.",
      requested: "Requested {{date}}",
    },
  },
};

export default payments;
