// Payouts to the shops (no schemas): when a bank account becomes active, how long a change holds
// payouts, the known bank codes an IFSC starts with, and the bank account page's messages
// (English, with Hindi in PAYOUT_MESSAGES_HI).

/** A new bank account takes payouts this many calendar days after it is added. */
export const BANK_ACCOUNT_ACTIVE_AFTER_DAYS = 3;
/** Changing a shop's bank account holds its payouts this many days. */
export const BANK_CHANGE_HOLD_DAYS = 14;
/** The payout job's name on the job runner, and how often it runs. */
export const PAYOUT_JOB = "payouts";
export const PAYOUT_EVERY_MS = 60 * 60_000;
/** The smallest transfer the provider (Route) accepts: ₹1. A smaller net is carried forward. */
export const MIN_PAYOUT_PAISE = 100;

export const PAYOUT_STATUSES = ["created", "on_hold", "processed", "reversed", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const BANK_ACCOUNT_STATUSES = ["pending", "verified", "failed"] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** What reconciliation finds between the payouts and the provider's transfers. */
export const RECONCILE_PROBLEMS = ["missing_transfer", "amount_mismatch", "transfer_without_payout", "status_mismatch"] as const;
export type ReconcileProblem = (typeof RECONCILE_PROBLEMS)[number];

/** The first four letters of an IFSC: the bank. Not every bank in India, the ones Galli's shops use. */
export const BANK_CODES: Record<string, string> = {
  AIRP: "Airtel Payments Bank",
  AUBL: "AU Small Finance Bank",
  BARB: "Bank of Baroda",
  BDBL: "Bandhan Bank",
  BKID: "Bank of India",
  CBIN: "Central Bank of India",
  CITI: "Citibank",
  CIUB: "City Union Bank",
  CNRB: "Canara Bank",
  DBSS: "DBS Bank India",
  DLXB: "Dhanlaxmi Bank",
  ESFB: "Equitas Small Finance Bank",
  FDRL: "Federal Bank",
  HDFC: "HDFC Bank",
  HSBC: "HSBC",
  ICIC: "ICICI Bank",
  IDFB: "IDFC FIRST Bank",
  IDIB: "Indian Bank",
  INDB: "IndusInd Bank",
  IOBA: "Indian Overseas Bank",
  JAKA: "Jammu & Kashmir Bank",
  KARB: "Karnataka Bank",
  KKBK: "Kotak Mahindra Bank",
  KVBL: "Karur Vysya Bank",
  MAHB: "Bank of Maharashtra",
  PSIB: "Punjab & Sind Bank",
  PUNB: "Punjab National Bank",
  PYTM: "Paytm Payments Bank",
  RATN: "RBL Bank",
  SBIN: "State Bank of India",
  SCBL: "Standard Chartered Bank",
  SIBL: "South Indian Bank",
  TMBL: "Tamilnad Mercantile Bank",
  UBIN: "Union Bank of India",
  UCBA: "UCO Bank",
  UJVN: "Ujjivan Small Finance Bank",
  UTIB: "Axis Bank",
  YESB: "Yes Bank",
};

/** The bank an IFSC belongs to, or null (unknown code or not an IFSC). */
export const bankOfIfsc = (ifsc: string): string | null =>
  /^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc) ? (BANK_CODES[ifsc.slice(0, 4)] ?? null) : null;

export const PAYOUT_MESSAGES = {
  holderRequired: "Please enter the account holder's name (2 to 100 characters).",
  ifscUnknownBank: "We do not know the bank of this IFSC. Please check the first four letters.",
} as const;

export const PAYOUT_MESSAGES_HI = {
  holderRequired: "कृपया खाताधारक का नाम लिखें (2 से 100 अक्षर)।",
  ifscUnknownBank: "हम इस IFSC का बैंक नहीं पहचानते। कृपया पहले चार अक्षर जाँचें।",
} satisfies Record<keyof typeof PAYOUT_MESSAGES, string>;
