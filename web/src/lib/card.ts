// Card entry rules shared by checkout and the Payments page (spec part 2 section 5): number of
// exactly 16 digits, CVV of 3, expiry MM/YY (up to 5 characters, slash inserted after 2 digits)
// not in the past, and the network by prefix.
export type CardNetwork = "Visa" | "Mastercard" | "Maestro" | "Unknown";

export const CARD_NUMBER_LENGTH = 16;
export const CVV_LENGTH = 3;
export const EXPIRY_LENGTH = 5;

/** Maestro's prefixes (the spec leaves them open; these are the common ones). */
const MAESTRO_PREFIXES = [
  "5018",
  "5020",
  "5038",
  "5893",
  "6304",
  "6759",
  "6761",
  "6762",
  "6763",
  "50",
  "56",
  "57",
  "58",
];

export const cardDigits = (value: string) => value.replace(/\D/g, "").slice(0, CARD_NUMBER_LENGTH);

export function cardNetwork(number: string): CardNetwork {
  const digits = number.replace(/\D/g, "");
  if (digits.startsWith("4")) return "Visa";
  const two = Number(digits.slice(0, 2));
  if (two >= 51 && two <= 55) return "Mastercard";
  if (MAESTRO_PREFIXES.some((p) => digits.startsWith(p))) return "Maestro";
  return "Unknown";
}

/** What the expiry field shows as the customer types: digits only, a slash after the month. */
export function formatExpiryInput(value: string, previous = ""): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Deleting the slash deletes the month's last digit with it, so backspace is not stuck.
  if (previous.endsWith("/") && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** MM/YY as numbers, or null when the text is not a month and a two-digit year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function expiryInPast(value: string, now: Date): boolean {
  const e = parseExpiry(value);
  if (!e) return true;
  return e.year * 12 + e.month - 1 < now.getFullYear() * 12 + now.getMonth();
}

export type CardFields = { number: string; expiry: string; cvv: string; name: string };
export type CardErrors = Partial<Record<"number" | "expiry" | "cvv", string>>;

export function validateCard(card: CardFields, now: Date, needCvv = true): CardErrors {
  const errors: CardErrors = {};
  if (cardDigits(card.number).length !== CARD_NUMBER_LENGTH)
    errors.number = "Please enter a valid 16 digit card number.";
  if (card.expiry.length !== EXPIRY_LENGTH || expiryInPast(card.expiry, now))
    errors.expiry = "Please enter a valid expiry date (MM/YY).";
  if (needCvv && !new RegExp(`^\\d{${CVV_LENGTH}}$`).test(card.cvv)) errors.cvv = "Please enter the 3 digit CVV.";
  return errors;
}

/** "4111 1111 1111 1111" as the customer reads it. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");
