// The catalogue of error codes: every `code` the API answers with, its HTTP status and its default
// message. The server throws by name (`new AppError(ERROR_CODE.OUT_OF_STOCK, message?)`, the status
// comes from here); the web matches failures by the same names, so a misspelt code fails the type
// check on either side. A throw site passes its own message only when it says more than the default
// (a name, an amount, a time).
import { AUTH_MESSAGES } from "./auth-constants";
import { CART_MESSAGES } from "./cart-constants";
import { CATALOG_MESSAGES } from "./catalog-constants";
import { CATALOGUE_MESSAGES } from "./catalogue-constants";
import { CHECKOUT_MESSAGES } from "./checkout-constants";
import { ENQUIRY_MESSAGES } from "./enquiry-constants";
import { ORDER_MESSAGES } from "./orders-constants";
import { REPLACEMENT_MESSAGES } from "./orders-actions-constants";
import type { ErrorCode } from "./errors-constants";

export const GENERIC_MESSAGE = "Something went wrong. Please try again.";
const SESSION_EXPIRED = "Your session has expired. Please log in again.";
const PAYMENT_UNVERIFIED = "We could not verify this payment.";

type Entry = { status: number; message: string };

export const ERRORS = {
  // Requests the server cannot read (plugins/errors.ts maps Fastify's parser errors to these).
  BAD_REQUEST: { status: 400, message: "The request is not valid." },
  VALIDATION_FAILED: { status: 400, message: "The request is not valid." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  JSON_TOO_DEEP: { status: 400, message: "The request body nests too deeply (at most 64 levels)." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  URI_TOO_LONG: { status: 414, message: "A part of this request's address is too long." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "This content type is not supported here." },
  NOT_FOUND: { status: 404, message: "Not found." },
  DUPLICATE: { status: 409, message: "That already exists." },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  INTERNAL: { status: 500, message: GENERIC_MESSAGE },
  DATABASE_UNAVAILABLE: { status: 503, message: "The database is not answering." },
  OVERLOADED: { status: 503, message: "We are busy right now. Please try again in a moment." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do that." },

  // Sessions and accounts.
  LOGIN_REQUIRED: { status: 401, message: "Please log in to continue." },
  UNAUTHORIZED: { status: 401, message: "Your session is not valid. Please log in again." },
  TOKEN_EXPIRED: { status: 401, message: SESSION_EXPIRED },
  REFRESH_MISSING: { status: 401, message: SESSION_EXPIRED },
  REFRESH_INVALID: { status: 401, message: SESSION_EXPIRED },
  REFRESH_REVOKED: { status: 401, message: SESSION_EXPIRED },
  REFRESH_REUSED: { status: 401, message: SESSION_EXPIRED },
  REFRESH_EXPIRED: { status: 401, message: SESSION_EXPIRED },
  INVALID_CREDENTIALS: { status: 400, message: AUTH_MESSAGES.wrongCredentials },
  LOGIN_PAUSED: {
    status: 429,
    message: "Too many wrong passwords for this number. Please try again later or log in with a one-time code.",
  },
  INVALID_CODE: { status: 400, message: "Invalid code." },
  OTP_EXPIRED: { status: 400, message: "This code has expired. Please request a new one." },
  OTP_ATTEMPTS: { status: 429, message: "Too many wrong tries. Please request a new code." },
  OTP_SEND_LIMIT: { status: 429, message: "Too many codes requested. Please try again in a few minutes." },
  MOBILE_TAKEN: { status: 409, message: "This mobile number is already registered." },
  EMAIL_TAKEN: { status: 409, message: "This email is already registered." },
  EMAIL_MISSING: { status: 400, message: "Please add an email address first." },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: "Your email is already verified." },
  WRONG_OLD_PASSWORD: { status: 400, message: "Old password is incorrect." },
  ACCOUNT_NOT_FOUND: { status: 404, message: "Account not found." },
  USER_NOT_FOUND: { status: 404, message: "Your account was not found. Please log in again." },
  ADDRESS_NOT_FOUND: { status: 404, message: "Address not found." },
  ADDRESS_TYPE_EXISTS: { status: 409, message: "You already have an address saved with this type." },
  ADDRESS_LIMIT: { status: 409, message: "You cannot save more addresses." },

  // Images and uploads.
  IMAGE_NOT_FOUND: { status: 404, message: CATALOG_MESSAGES.imageNotFound },
  IMAGE_REQUIRED: { status: 400, message: "Please choose an image file." },
  IMAGE_TOO_LARGE: { status: 413, message: "The image is too large. Please choose a smaller picture." },
  UNSUPPORTED_IMAGE: { status: 415, message: "Please choose an image file (JPEG, PNG, WebP or GIF)." },
  UNEXPECTED_FILE: { status: 400, message: "Only one image can be attached to an order." },
  IMAGES_TOO_FEW: { status: 400, message: REPLACEMENT_MESSAGES.imagesMin },
  IMAGES_TOO_MANY: { status: 400, message: REPLACEMENT_MESSAGES.imagesMax },

  // Places, shops, catalogue, content.
  PLACE_NOT_FOUND: { status: 404, message: "Place not found." },
  SHOP_NOT_FOUND: { status: 404, message: CATALOG_MESSAGES.shopNotFound },
  STORE_NOT_FOUND: { status: 404, message: CATALOG_MESSAGES.storeNotFound },
  PRODUCT_NOT_FOUND: { status: 404, message: CATALOG_MESSAGES.productNotFound },
  ALREADY_REPORTED: { status: 409, message: CATALOG_MESSAGES.alreadyReported },
  PAGE_NOT_FOUND: { status: 404, message: "Page not found." },
  AD_NOT_FOUND: { status: 404, message: "Ad not found." },
  CARD_NOT_FOUND: { status: 404, message: "Scratch card not found." },
  CARD_ALREADY_SCRATCHED: { status: 409, message: "This card has already been scratched." },

  // Cart.
  CART_GROUP_CONFLICT: { status: 409, message: CART_MESSAGES.groupConflict },
  CART_OTHER_SHOP: { status: 409, message: "Your cart holds items from another shop." },
  CART_EMPTY: { status: 404, message: CART_MESSAGES.cartEmpty },
  NOT_IN_CART: { status: 404, message: "This product is not in your cart." },
  QTY_LIMIT: { status: 409, message: "You cannot add more units of this product." },
  PRIVATE_FLAG_MISMATCH: { status: 400, message: "is_private does not match this shop." },
  PRODUCT_NOT_IN_SHOP: { status: 404, message: "This product is not sold by this shop." },
  STORE_PRODUCT_NOT_FOUND: { status: 404, message: "This store does not sell this product." },
  SHOP_CLOSED: { status: 409, message: "This shop is closed now. Please order once it opens." },
  OUT_OF_STOCK: { status: 409, message: "This product is no longer in stock in the quantity you chose." },
  SLOT_FULL: { status: 409, message: "This delivery slot is full. Please choose another slot." },
  SLOT_CLOSED: {
    status: 409,
    message: "This delivery slot no longer takes orders (past its cut-off, or the shop is closed then). Please choose another slot.",
  },
  STORE_BUSY: {
    status: 409,
    message: "This shop is taking no more orders for immediate delivery right now. Please choose a delivery slot.",
  },
  STORE_CANNOT_FULFIL: { status: 409, message: "This store cannot supply every item in your cart." },
  NOTHING_AVAILABLE: { status: 409, message: "None of these products is in stock at this shop now." },
  OUT_OF_DELIVERY_AREA: { status: 409, message: "This shop does not deliver to your delivery location." },
  STORE_OUT_OF_DELIVERY_AREA: {
    status: 409,
    message:
      "A store of your order cannot deliver to your delivery location. Choose a nearer store in Customize Order.",
  },
  DELIVERY_TYPE_UNAVAILABLE: { status: 409, message: "Self pickup is not available for this shop." },

  // Checkout and payments.
  DELIVERY_FLAG_MISMATCH: { status: 400, message: "is_shop_delivery does not match this order's delivery type." },
  DELIVERY_TYPE_MISMATCH: { status: 409, message: "This payment was priced for another delivery type." },
  COD_NOT_ALLOWED: { status: 409, message: CHECKOUT_MESSAGES.codUnavailable },
  USE_BFCASH: {
    status: 409,
    message: "Galli Cash covers this whole order: place it with Galli Cash instead of cash on delivery.",
  },
  NOTES_NOT_ALLOWED: { status: 409, message: "This shop does not accept notes with orders." },
  UPLOAD_NOT_ALLOWED: { status: 409, message: "This shop does not accept images with orders." },
  PRICE_CHANGED: {
    status: 409,
    message: "Your cart or its prices changed after you chose to pay. Please review your order and pay again.",
  },
  AMOUNT_TOO_SMALL: {
    status: 409,
    message: "The amount to pay online must be at least ₹1.00. Please use Galli Cash or add items.",
  },
  AMOUNT_MISMATCH: { status: 400, message: "The amount does not match this payment." },
  PAYMENT_REQUIRED: { status: 400, message: "The payment details are missing." },
  PAYMENT_SIGNATURE_INVALID: { status: 400, message: PAYMENT_UNVERIFIED },
  PAYMENT_HASH_INVALID: { status: 400, message: PAYMENT_UNVERIFIED },
  PAYMENT_MISMATCH: { status: 409, message: "This payment does not match your order. No order was placed." },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    message: "Your payment is being confirmed. Please check your orders in a moment.",
  },
  PAYMENT_PROVIDER_ERROR: { status: 502, message: "The payment provider could not complete the request." },
  CHECKOUT_NOT_FOUND: { status: 404, message: "This payment was not found." },
  CHECKOUT_OTHER_SHOP: { status: 409, message: "This payment was made for another shop's cart." },
  CHECKOUT_CLOSED: { status: 409, message: "This payment was closed before the order could be placed." },
  ALREADY_PLACED: { status: 409, message: "This payment has already been used to place an order." },
  PAYMENT_RELEASED: {
    status: 409,
    message:
      "This payment was released or refunded to you, so no order can be placed with it. Please pay again to order.",
  },
  ORDER_PLACED: { status: 409, message: "Your order was placed with this payment, so there is nothing to refund." },
  ORDER_FAILED: { status: 500, message: GENERIC_MESSAGE },
  NOT_WALLET_ONLY: { status: 409, message: "This payment is not paid with Galli Cash alone." },
  PROMO_MISMATCH: { status: 409, message: "The promo code differs from the one this payment was priced with." },
  WALLET_MISMATCH: {
    status: 409,
    message: "The Galli Cash choice differs from the one this payment was priced with.",
  },
  TOKEN_NOT_FOUND: { status: 404, message: "This saved payment method was not found." },
  INSUFFICIENT_BALANCE: { status: 409, message: "Not enough Galli Cash for this payment." },
  INVALID_AMOUNT: { status: 400, message: "The amount must be a positive whole number of paise." },
  WALLET_ENTRY_CONFLICT: { status: 409, message: "This wallet movement was already recorded differently." },

  // Promo codes (spec part 2 section 6), refused in the order a customer would want to hear them.
  PROMO_INVALID: { status: 409, message: CHECKOUT_MESSAGES.promoInvalid },
  PROMO_EXPIRED: { status: 409, message: CHECKOUT_MESSAGES.promoExpired },
  PROMO_NOT_FOR_COD: { status: 409, message: CHECKOUT_MESSAGES.promoCod },
  PROMO_NOT_FOR_WALLET_ONLY: { status: 409, message: CHECKOUT_MESSAGES.promoWalletOnly },
  PROMO_NEW_CUSTOMERS_ONLY: { status: 409, message: CHECKOUT_MESSAGES.promoNewOnly },
  PROMO_MIN_PURCHASE: { status: 409, message: "Add more items to use this promo code." },
  PROMO_BELOW_VALUE: { status: 409, message: "This order is below the value this promo code needs." },
  PROMO_DAY_LIMIT: { status: 409, message: CHECKOUT_MESSAGES.promoDayLimit },
  PROMO_MAX_LIMIT: { status: 409, message: CHECKOUT_MESSAGES.promoMaxLimit },
  PROMO_CUSTOMER_LIMIT: { status: 409, message: CHECKOUT_MESSAGES.promoCustomerLimit },

  // After the purchase.
  ORDER_NOT_FOUND: { status: 404, message: ORDER_MESSAGES.notFound },
  HELP_NOT_FOUND: { status: 404, message: ORDER_MESSAGES.titleNotFound },
  CANCEL_NOT_ALLOWED: { status: 409, message: ORDER_MESSAGES.cancelBlocked },
  ORDER_ALREADY_CANCELLED: { status: 409, message: ORDER_MESSAGES.alreadyCancelled },
  NO_OPEN_ESCALATION: { status: 409, message: ORDER_MESSAGES.noOpenEscalation },
  BUZZ_NOT_ALLOWED: { status: 409, message: ORDER_MESSAGES.buzzClosed },
  BUZZ_COOLDOWN: { status: 429, message: "You have already buzzed the shop for this order. Please wait a little." },
  ORDER_ALREADY_VERIFIED: { status: 409, message: ORDER_MESSAGES.alreadyVerified },
  ORDER_CLOSED: { status: 409, message: ORDER_MESSAGES.orderClosed },
  ORDER_NOT_DELIVERED: { status: 409, message: ORDER_MESSAGES.notDelivered },
  ORDER_CHANGED: { status: 409, message: "This order changed meanwhile. Please refresh and try again." },
  SUBSTITUTION_NOT_FOUND: { status: 404, message: "This order has no such substitution." },
  SUBSTITUTION_TOO_LATE: {
    status: 409,
    message: "This order has left the shop (or is closed): its lines can no longer be marked short.",
  },
  SUBSTITUTION_EXPIRED: {
    status: 409,
    message: "The 10 minutes to answer this substitution have passed; your rule for the item decided it.",
  },
  SUBSTITUTION_ANSWERED: { status: 409, message: "This substitution has already been answered." },
  REPLACEMENT_WINDOW_CLOSED: { status: 409, message: ORDER_MESSAGES.replacementWindowClosed },
  REQUEST_ALREADY_OPEN: { status: 409, message: ORDER_MESSAGES.requestAlreadyOpen },
  PRODUCTS_UNDECIDED: { status: 409, message: ORDER_MESSAGES.undecidedProducts },
  ORDER_NOT_VERIFIED: { status: 409, message: ORDER_MESSAGES.reviewNotVerified },
  REVIEW_WINDOW_CLOSED: { status: 409, message: ORDER_MESSAGES.reviewWindowClosed },
  REVIEW_EXISTS: { status: 409, message: ORDER_MESSAGES.shopReviewExists },
  PRODUCT_NOT_DELIVERED: { status: 409, message: ORDER_MESSAGES.productNotDelivered },
  // The operator's commands (npm run order:advance).
  INVALID_STATUS: { status: 400, message: "An escalation moves to a status from 2 to 7." },
  INVALID_TRANSITION: { status: 409, message: "The order cannot move to that status now." },
  // The last mile (modules/delivery).
  DELIVERY_CODE_WRONG: { status: 422, message: "That delivery code is wrong. Please check it with the customer." },
  DELIVERY_CODE_LOCKED: {
    status: 429,
    message: "Too many wrong delivery codes. This order's code is locked for 15 minutes.",
  },
  DELIVERY_CODE_REQUIRED: { status: 422, message: "Enter the customer's 4-digit delivery code." },
  DELIVERY_POSITION_REFUSED: {
    status: 422,
    message: "This position was refused: it is outside the shop's area or implies an impossible speed.",
  },
  DELIVERY_STATE_CONFLICT: { status: 409, message: "This delivery cannot take that step in its present state." },
  DELIVERY_MEMBER_NOT_FOUND: { status: 404, message: "No such delivery member in this shop." },
  DELIVERY_NOT_ASSIGNABLE: {
    status: 409,
    message: "Only a packed delivery order can be assigned to a delivery member.",
  },
  DELIVERY_CASH_ABOVE_AMOUNT: { status: 422, message: "Cash collected cannot be more than the amount to collect." },
  DELIVERY_CASH_REASON_REQUIRED: {
    status: 422,
    message: "Give a reason when the cash collected is less than the amount to collect.",
  },
  DELIVERY_OVERRIDE_FORBIDDEN: {
    status: 403,
    message: "Only a Manager or Super Admin may deliver without the code, giving a reason.",
  },
  DELIVERY_CASH_HANDOVER_ABOVE_HELD: {
    status: 422,
    message: "That is more cash than this delivery member holds for these orders.",
  },
  DELIVERY_CASH_HANDOVER_SHORT: {
    status: 422,
    message: "The amount is less than the cash held for these orders. Confirm only the orders whose cash was handed over in full.",
  },
  DELIVERY_CASH_HANDED_OVER: {
    status: 409,
    message: "This cash was already handed over to the shop.",
  },
  DELIVERY_CASH_NOTHING_HELD: { status: 409, message: "This delivery member holds no cash to hand over." },

  // Partner enquiry and captcha.
  CAPTCHA_WRONG: { status: 400, message: ENQUIRY_MESSAGES.captchaWrong },
  CAPTCHA_USED: { status: 400, message: ENQUIRY_MESSAGES.captchaUsed },
  CAPTCHA_EXPIRED: { status: 400, message: ENQUIRY_MESSAGES.captchaExpired },
  CAPTCHA_NOT_FOUND: { status: 404, message: "Captcha not found." },
  UNKNOWN_CATEGORY: { status: 400, message: ENQUIRY_MESSAGES.unknownCategory },
  UNKNOWN_CITY: { status: 400, message: ENQUIRY_MESSAGES.unknownCity },

  // Merchant inventory API and its keys.
  AUTHKEY_MISSING: { status: 401, message: "Send your API token in the Authkey header." },
  AUTHKEY_INVALID: { status: 401, message: "The Authkey token is not valid or has been revoked." },
  STORE_FORBIDDEN: { status: 403, message: "This Authkey token does not belong to the merchant of this store_key." },
  BATCH_TOO_LARGE: {
    status: 413,
    message: "One call takes a limited number of items. Split the batch into several calls.",
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: "Idempotency-Key must be 1 to 255 visible ASCII characters without spaces (a UUID works well).",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message:
      "This Idempotency-Key was already used in the last 24 hours with a different request body. Use a new key for a new update.",
  },
  KEY_NOT_FOUND: { status: 404, message: "No API key has this id." },
  MERCHANT_NOT_FOUND: { status: 404, message: "No merchant has this id." },
  WEBHOOK_URL_REFUSED: { status: 400, message: "This webhook URL is not accepted." },
  BAD_EVENT: { status: 400, message: "Not a Galli event." },
  WEBHOOK_NOT_FOUND: { status: 404, message: "This store has no webhook endpoint. Register one with PUT first." },

  // Merchant console: staff, roles and sessions.
  STAFF_SUSPENDED: { status: 401, message: "Your console access is suspended. Please ask your Super Admin." },
  STAFF_NOT_FOUND: { status: 404, message: "No staff member has this id." },
  STAFF_MOBILE_TAKEN: { status: 409, message: "This mobile number already belongs to a staff member." },
  STAFF_SELF: { status: 409, message: "You cannot suspend your own account." },
  LAST_SUPER_ADMIN: {
    status: 409,
    message: "Your shop needs at least one active Super Admin. Make another member Super Admin first.",
  },
  ROLE_NOT_FOUND: { status: 404, message: "No custom role has this id." },
  ROLE_NAME_TAKEN: { status: 409, message: "A role with this name already exists." },
  ROLE_IN_USE: { status: 409, message: "Staff members still have this role. Give them another role first." },

  // Operations console desk: shop status, customer suspension, orders, escalations.
  SHOP_NOT_LIVE: { status: 409, message: "This shop is not taking orders on Galli right now." },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: "Your Galli account is suspended. Please contact Galli support.",
  },
  OPS_REASON_REQUIRED: { status: 400, message: "Please write the reason (3 to 500 characters)." },
  ORDER_NOT_DENIABLE: {
    status: 409,
    message: "This order can no longer be denied: it is already delivered, cancelled or denied.",
  },
  ESCALATION_NOT_FOUND: { status: 404, message: "No escalation has this id." },
  ESCALATION_NOT_DECIDABLE: {
    status: 409,
    message:
      "This escalation is not waiting for Galli's decision: the shop has not refused it and it has not waited 48 hours.",
  },
  CUSTOMER_NOT_FOUND: { status: 404, message: "No customer has this id." },
  SHOP_ID_NOT_FOUND: { status: 404, message: "No shop has this id." },
  SHOP_STATUS_CONFLICT: { status: 409, message: "The shop is not in a state this action applies to." },
  CUSTOMER_STATUS_CONFLICT: { status: 409, message: "The customer is already in that state." },

  // Operations console: ops staff, enquiries, onboarding, shops going live.
  OPS_SUSPENDED: { status: 401, message: "Your operations console access is suspended. Please ask an Admin." },
  ENQUIRY_NOT_FOUND: { status: 404, message: "No partner enquiry has this id." },
  ENQUIRY_DECIDED: { status: 409, message: "This enquiry has already been onboarded or declined." },
  SHOP_NOT_WAITING: { status: 409, message: "This shop is not waiting to go live." },
  SHOP_NOT_READY: { status: 409, message: "This shop cannot go live yet." },
  // Catalogue lifecycle: the merchant console's products, the ops review, bulk import.
  PRODUCT_INCOMPLETE: { status: 422, message: CATALOGUE_MESSAGES.incomplete },
  PRODUCT_IN_REVIEW: { status: 409, message: CATALOGUE_MESSAGES.inReview },
  PRODUCT_NOT_EDITABLE: { status: 409, message: CATALOGUE_MESSAGES.notEditable },
  BARCODE_TAKEN: { status: 409, message: CATALOGUE_MESSAGES.barcodeTaken },
  REVIEW_NOT_FOUND: { status: 404, message: CATALOGUE_MESSAGES.reviewNotFound },
  REVIEW_NOT_WAITING: { status: 409, message: CATALOGUE_MESSAGES.notWaiting },
  REVIEW_OWN_CHANGE: { status: 403, message: CATALOGUE_MESSAGES.ownChange },
  IMPORT_TOO_MANY_ROWS: { status: 413, message: CATALOGUE_MESSAGES.importTooMany },

  // Money to the shops: commission rules (operations console).
  COMMISSION_PERCENT_INVALID: { status: 400, message: "The commission must be between 0% and 100%." },
  COMMISSION_MINIMUM_INVALID: { status: 400, message: "The minimum commission must be between ₹0 and ₹10,000." },
  COMMISSION_TARGET_INVALID: {
    status: 400,
    message: "A shop rule needs a shop, a category rule a category, and a default rule neither.",
  },
  COMMISSION_TARGET_NOT_FOUND: { status: 404, message: "No shop or category has this id." },
  COMMISSION_RULE_NOT_FOUND: { status: 404, message: "No commission rule has this id." },
  COMMISSION_RULE_EXISTS: {
    status: 409,
    message: "An active rule already covers this shop or category and payment. Edit that rule instead.",
  },

  // Money to the shops: payouts (bank accounts, the payout job, reconciliation).
  BANK_ACCOUNT_NOT_VERIFIED: {
    status: 422,
    message: "The bank could not confirm this account (penny drop failed). Please check the account number and IFSC.",
  },
  BANK_ACCOUNT_SAME: { status: 409, message: "This is already the shop's bank account." },
  PAYOUT_NOT_FOUND: { status: 404, message: "No payout has this id." },
  PAYOUT_NOT_RETRYABLE: {
    status: 409,
    message: "This payout is not waiting for its transfer: only created or held payouts can be retried.",
  },
  // Privacy and grievances: personal data (account deletion).
  DELETE_ORDER_IN_PROGRESS: {
    status: 409,
    message:
      "Your account cannot be deleted while an order is in progress. Please wait until it is delivered or cancelled.",
  },
  GALLI_CASH_CHOICE_REQUIRED: {
    status: 409,
    message: "You still have Galli Cash. Please choose to refund it to your payment method or to give it up first.",
  },
  GALLI_CASH_NOT_REFUNDABLE: {
    status: 409,
    message: "Your Galli Cash cannot all go back to your payment methods. You can give it up to delete your account.",
  },

  // Money to the shops: GST tax invoices and credit notes.
  INVOICE_NOT_READY: {
    status: 409,
    message: "The tax invoice is issued when the order is delivered. This order has not been delivered yet.",
  },
  CREDIT_NOTE_NOT_FOUND: { status: 404, message: "This order has no credit note for that refund." },
  // Grievances: support tickets (customers and the ops Support queue).
  TICKET_NOT_FOUND: { status: 404, message: "No support ticket of yours has this number." },
  TICKET_RESOLVED: { status: 409, message: "This ticket is resolved. Please raise a new request from Support." },
  OPS_MEMBER_NOT_FOUND: { status: 404, message: "No active Admin or Support member has this id." },
} as const satisfies Record<string, Entry>;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERRORS, code);

export * from "./errors-constants";
