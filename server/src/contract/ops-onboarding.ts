// Partner enquiries and onboarding in the operations console (/ops/api/enquiries, /ops/api/onboarding,
// /ops/api/shops): the enquiries list (new / onboarded / declined), declining with a reason, the
// onboarding form (business, shop, first store, Super Admin, KYC) that creates the merchant, and the
// shops waiting to go live with each go-live rule's state.
import { z } from "zod";
import { EMAIL_RE, MOBILE_RE, envelope, id } from "./common";
import { ENQUIRY_MESSAGES } from "./enquiry-constants";
import { checkKyc, kycInput, ONBOARDING_MESSAGES } from "./kyc";

export const ENQUIRY_STATUSES = ["new", "onboarded", "declined"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const enquiryListQuery = z.object({
  status: z.enum(ENQUIRY_STATUSES).default("new"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const enquiryView = z.object({
  id: z.string(),
  business_name: z.string(),
  name: z.string(),
  contact_num: z.string(),
  email_id: z.string(),
  shop_category: z.string(),
  city: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  merchant_id: z.string().nullable(),
});
export type EnquiryView = z.infer<typeof enquiryView>;
export const enquiryListResponse = envelope(z.object({ items: z.array(enquiryView), total: z.number().int() }));
export type EnquiryList = { items: EnquiryView[]; total: number };
export const enquiryResponse = envelope(enquiryView);

export const enquiryParams = z.object({ enquiry_id: id });
export const declineBody = z
  .object({
    reason: z
      .string({ error: ONBOARDING_MESSAGES.reasonRequired })
      .trim()
      .min(1, ONBOARDING_MESSAGES.reasonRequired)
      .max(500),
  })
  .strict();

const text = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, ENQUIRY_MESSAGES.tooLong);
const mobile = (message: string) => text(message, 10).regex(MOBILE_RE, ENQUIRY_MESSAGES.invalidPhone);

export const onboardingBody = z
  .object({
    /** The enquiry this onboarding answers (marked onboarded), if any. */
    enquiry_id: id.optional(),
    business_name: text(ENQUIRY_MESSAGES.businessNameRequired),
    email: text(ENQUIRY_MESSAGES.emailRequired).regex(EMAIL_RE, ENQUIRY_MESSAGES.invalidEmail),
    shop_name: text(ONBOARDING_MESSAGES.shopNameRequired),
    /** What the shop sells: one of the app's shop categories (GET /merchant/api/category/shop). */
    kind: text(ONBOARDING_MESSAGES.kindRequired),
    /** The shop's primary mobile (customers and Galli call it); verified before the shop goes live. */
    primary_mobile: mobile(ENQUIRY_MESSAGES.contactRequired),
    store: z
      .object({
        street: text(ONBOARDING_MESSAGES.streetRequired, 200),
        area: text(ONBOARDING_MESSAGES.areaRequired),
        city: text(ONBOARDING_MESSAGES.cityRequired),
        state: text(ONBOARDING_MESSAGES.stateRequired),
        pincode: z
          .string()
          .trim()
          .regex(/^[1-9][0-9]{5}$/, ONBOARDING_MESSAGES.pincodeFormat),
        lat: z.coerce
          .number({ error: ONBOARDING_MESSAGES.latitude })
          .min(6, ONBOARDING_MESSAGES.latitude)
          .max(38, ONBOARDING_MESSAGES.latitude),
        lng: z.coerce
          .number({ error: ONBOARDING_MESSAGES.longitude })
          .min(68, ONBOARDING_MESSAGES.longitude)
          .max(98, ONBOARDING_MESSAGES.longitude),
      })
      .strict(),
    /** The merchant's first Super Admin: invited by SMS to the merchant console. */
    admin: z
      .object({ name: text(ONBOARDING_MESSAGES.adminNameRequired), mobile: mobile(ENQUIRY_MESSAGES.contactRequired) })
      .strict(),
    kyc: kycInput,
  })
  .strict()
  .superRefine((body, ctx) => checkKyc(body.kyc, body.kind, ctx));
export type OnboardingBody = z.infer<typeof onboardingBody>;

export const kycView = z.object({
  pan: z.string(),
  gstin: z.string(),
  fssai: z.string().nullable(),
  /** Masked: only the last four digits. */
  bank_account: z.string(),
  ifsc: z.string(),
});

export const onboardingResult = z.object({
  merchant_id: z.string(),
  shop_id: z.string(),
  store_id: z.string(),
  store_key: z.string(),
  admin_id: z.string(),
  kyc: kycView,
});
export type OnboardingResult = z.infer<typeof onboardingResult>;
export const onboardingResponse = envelope(onboardingResult);

/** The go-live rules (spec merchant help): a store-front image and a verified primary mobile. */
export const GO_LIVE_RULES = ["storefront_image", "primary_mobile_verified"] as const;
export type GoLiveRule = (typeof GO_LIVE_RULES)[number];

export const GO_LIVE_MESSAGES = {
  storefront_image: "The shop needs at least one store-front image (Store settings in the merchant console).",
  primary_mobile_verified:
    "The shop's primary mobile is not verified yet: its Super Admin signs in to the merchant console with a one-time code sent to it.",
  both: "The shop needs a store-front image and a verified primary mobile before it goes live.",
} as const satisfies Record<GoLiveRule | "both", string>;
export const GO_LIVE_MESSAGES_HI = {
  storefront_image: "दुकान की कम से कम एक स्टोरफ़्रंट फ़ोटो ज़रूरी है (मर्चेंट कंसोल में स्टोर सेटिंग्स)।",
  primary_mobile_verified:
    "दुकान का मुख्य मोबाइल अभी सत्यापित नहीं है: उस नंबर वाला सुपर एडमिन उस पर भेजे गए OTP से मर्चेंट कंसोल में साइन इन करे।",
  both: "लाइव होने से पहले दुकान की स्टोरफ़्रंट फ़ोटो और सत्यापित मुख्य मोबाइल ज़रूरी हैं।",
} satisfies Record<GoLiveRule | "both", string>;

export const waitingShop = z.object({
  shop_id: z.string(),
  name: z.string(),
  kind: z.string(),
  merchant_name: z.string(),
  primary_mobile: z.string(),
  city: z.string(),
  created_at: z.string(),
  rules: z.object({ storefront_image: z.boolean(), primary_mobile_verified: z.boolean() }),
  ready: z.boolean(),
  kyc: kycView.nullable(),
});
export type WaitingShop = z.infer<typeof waitingShop>;
export const waitingShopsResponse = envelope(z.object({ items: z.array(waitingShop) }));
export const shopParams = z.object({ shop_id: id });
export const approvedShopResponse = envelope(z.object({ shop_id: z.string(), status: z.literal("live") }));
