// Test instruments of the emulator (like Razorpay's test mode): which cards, UPI ids and banks
// succeed or fail. Card numbers and CVVs are checked here and never stored: a payment or token
// keeps only last4, network, type and expiry.
import { badRequest } from "./errors";
import { scalarText } from "./store";

/** Net banking codes and names; the featured five first (spec part 2 section 9). */
export const BANKS: Record<string, string> = {
  HDFC: "HDFC Bank",
  UTIB: "Axis Bank",
  ICIC: "ICICI Bank",
  KOTAC: "Kotak Mahindra Bank",
  SBIN: "State Bank of India",
  BARB_R: "Bank of Baroda - Retail Banking",
  CNRB: "Canara Bank",
  PUNB_R: "Punjab National Bank - Retail Banking",
  UBIN: "Union Bank of India",
  IDFB: "IDFC FIRST Bank",
  INDB: "IndusInd Bank",
  YESB: "Yes Bank",
  FDRL: "Federal Bank",
  IBKL: "IDBI Bank",
  BKID: "Bank of India",
};

/** Cards that reach the bank and are refused there (Luhn-valid, so they pass input checks). */
export const FAILING_CARDS: Record<string, { reason: string; description: string }> = {
  "4000000000000002": {
    reason: "payment_declined",
    description: "Your payment has been declined by the bank. Please try another card.",
  },
  "4000000000009995": {
    reason: "insufficient_funds",
    description: "Your payment could not be completed due to insufficient account balance.",
  },
};

export const UPI_SUCCESS = "success@razorpay";
export const UPI_FAILURE = "failure@razorpay";
const VPA_RE = /^[a-zA-Z0-9][a-zA-Z0-9.\-_]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNetwork(digits: string): string {
  const n2 = Number(digits.slice(0, 2));
  const n4 = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) return "Visa";
  if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return "MasterCard";
  if (n2 === 34 || n2 === 37) return "American Express";
  if (["508", "606", "607", "608", "652", "653", "817", "818"].includes(digits.slice(0, 3))) return "RuPay";
  if (n2 === 50 || (n2 >= 56 && n2 <= 58) || n2 === 63 || n2 === 67) return "Maestro";
  return "Unknown";
}

export type CardInput = {
  number?: unknown;
  expiry_month?: unknown;
  expiry_year?: unknown;
  cvv?: unknown;
  name?: unknown;
};
export type CheckedCard = {
  digits: string;
  last4: string;
  network: string;
  expiryMonth: string;
  expiryYear: string;
  name: string;
};

const field = (f: string, description: string) =>
  badRequest(description, {
    reason: "input_validation_failed",
    source: "business",
    step: "payment_initiation",
    field: f,
  });

/** Input checks before a payment exists (a bad number or date is not an attempt). */
export function checkCard(card: CardInput | undefined, now: Date, needCvv = true): CheckedCard {
  if (!card || typeof card !== "object") throw field("card", "The card details are required.");
  const digits = scalarText(card.number).replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw field("card[number]", "Your card number is invalid.");
  const month = Number(scalarText(card.expiry_month) || NaN);
  let year = Number(scalarText(card.expiry_year) || NaN);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw field("card[expiry_month]", "Your card expiry month is invalid.");
  if (!Number.isInteger(year)) throw field("card[expiry_year]", "Your card expiry year is invalid.");
  if (year < 100) year += 2000;
  // A card is valid through the last day of its expiry month.
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < nowMonth) throw field("card[expiry_year]", "Your card has expired.");
  if (needCvv && !/^\d{3,4}$/.test(scalarText(card.cvv))) throw field("card[cvv]", "Your card CVV is invalid.");
  return {
    digits,
    last4: digits.slice(-4),
    network: cardNetwork(digits),
    expiryMonth: String(month).padStart(2, "0"),
    expiryYear: String(year),
    name: typeof card.name === "string" ? card.name.slice(0, 100) : "",
  };
}

export function checkVpa(vpa: unknown): { vpa: string; username: string; handle: string } {
  const v = typeof vpa === "string" ? vpa.trim() : "";
  if (!VPA_RE.test(v)) throw field("vpa", "Invalid VPA. Please enter a valid Virtual Payment Address.");
  const [username, handle] = v.split("@");
  return { vpa: v, username, handle };
}

export function checkBank(bank: unknown): string {
  const code = typeof bank === "string" ? bank : "";
  if (!BANKS[code]) throw field("bank", "The selected bank is not supported.");
  return code;
}
