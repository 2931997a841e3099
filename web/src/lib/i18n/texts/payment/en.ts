// Checkout's payment step: the method forms, the preferred time, the promo panel, the Galli Cash
// and promo notices, and the built-in stand-in for the payment provider's page (emulator mode).
const payment = {
  payment: {
    preferred: {
      none: "You have no saved cards or UPI IDs yet.",
      saved: "Saved payment methods",
      card: "{{network}} card •••• {{last4}} (expires {{month}}/{{year}})",
      select: "Please select an option!",
    },
    card: {
      numberInvalid: "Please enter a valid 16 digit card number.",
      expiryInvalid: "Please enter a valid expiry date (MM/YY).",
      cvvInvalid: "Please enter the 3 digit CVV.",
    },
    upi: {
      saved: "Saved UPI IDs",
      another: "Use another UPI ID",
      id: "UPI ID",
      select: "Please select UPI ID",
      enter: "Please enter your UPI ID",
    },
    hosted: {
      preferred: "Your saved cards and UPI IDs are offered on Razorpay's secure page.",
      card: "Enter your card details on Razorpay's secure page.",
      upi: "Pay with your UPI ID or app on Razorpay's secure page.",
      netBanking: "Choose your bank on Razorpay's secure page.",
    },
    netBanking: {
      loading: "Loading banks…",
      popular: "Popular banks",
      others: "Other banks",
      choose: "Select a bank",
      select: "Please select a Bank",
    },
    time: {
      legend: "Preferred delivery time (optional)",
      date: "Date",
      clear: "Clear preferred time",
      slot: "Delivery slot",
      full: "{{slot}} (full)",
      closed: "{{slot}} (closed)",
    },
    promo: {
      label: "Offers and promo codes",
      appliedCashback: "applied: cashback {{amount}}",
      appliedSaving: "applied: saving {{amount}}",
      remove: "Remove promo",
      code: "Promo code",
      apply: "Apply",
      applyCode: "Apply {{code}}",
      offers: "Offers",
      onlyForYou: "Only for you",
      notApplicable: "Not for this order",
      minPurchase: "A minimum purchase of {{amount}} is needed for this promo code.",
    },
    provider: {
      description: "Test mode: this is Galli's built-in Razorpay emulator. No real money moves.",
      failure: "Failure",
      success: "Success",
      payingWith: "Paying with {{method}}",
      savedCard: "your saved card",
      savedUpi: "your saved UPI ID",
      cardEnding: "card ending {{last4}}",
      netBanking: "net banking ({{bank}})",
      bankPage: "Test bank page: choose how the bank answers.",
    },
    /** One cart supplied by several stores becomes one order (and one parcel) per store. */
    parcels: "Your order comes in {{count}} parcels from {{count}} stores",
    substitution: {
      legend: "If an item is out of stock at packing",
      orderRule: "For every item",
      perItem: "Choose per item",
      sameAsOrder: "As for every item",
      lineRule: "{{product}}",
      rules: {
        similar: "Replace with a similar item",
        call: "Call me",
        refund: "Don't replace (refund)",
      },
      help: "The shop asks you on Track Order before replacing; you have 10 minutes to answer.",
    },
    saveAddress: {
      label: "Save this address",
      type: "Save as",
      Home: "Home",
      Work: "Work",
      Other: "Other",
      otherName: "Name of this address",
    },
    parcelsPaid: "Your order comes in {{count}} parcels: one order for each store below.",
  },
};

export default payment;
