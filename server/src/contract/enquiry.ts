// The partner enquiry (spec part 2 sections 3, 5 and 8): POST /user/enquiry/form with a captcha
// made by GET /user/enquiry/captcha.
import { z } from "zod";
import { EMAIL_RE, MOBILE_RE, envelope } from "./common";

export const ENQUIRY_MESSAGES = {
  businessNameRequired: "Shop / Business name is required.",
  nameRequired: "Owner name is required.",
  contactRequired: "Owner Contact Number is required.",
  emailRequired: "Owner Email Id is required.",
  categoryRequired: "Shop category is required.",
  cityRequired: "City is required.",
  captchaRequired: "Please enter the captcha.",
  invalidPhone: "Invalid phone number.",
  invalidEmail: "Invalid email.",
  tooLong: "This field is too long (120 characters at most).",
  captchaWrong: "The captcha does not match. Please try the new one.",
  captchaExpired: "The captcha has expired. Please try the new one.",
  captchaUsed: "This captcha was already used. Please try the new one.",
  unknownCategory: "Please choose a shop category from the list.",
  unknownCity: "Please choose a city from the list.",
  sent: "Thank you for your interest in Galli! Our partner team will call you within 2 business days.",
} as const;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(120, ENQUIRY_MESSAGES.tooLong);

export const enquiryBody = z
  .object({
    business_name: required(ENQUIRY_MESSAGES.businessNameRequired),
    name: required(ENQUIRY_MESSAGES.nameRequired),
    contact_num: required(ENQUIRY_MESSAGES.contactRequired).regex(MOBILE_RE, ENQUIRY_MESSAGES.invalidPhone),
    email_id: required(ENQUIRY_MESSAGES.emailRequired).regex(EMAIL_RE, ENQUIRY_MESSAGES.invalidEmail),
    shop_category: required(ENQUIRY_MESSAGES.categoryRequired),
    city: required(ENQUIRY_MESSAGES.cityRequired),
    /** The captcha key field: the challenge id from GET /enquiry/captcha and the typed answer. */
    captcha_id: z
      .string({ error: ENQUIRY_MESSAGES.captchaRequired })
      .trim()
      .min(1, ENQUIRY_MESSAGES.captchaRequired)
      .max(64),
    captcha_key: z
      .string({ error: ENQUIRY_MESSAGES.captchaRequired })
      .trim()
      .min(1, ENQUIRY_MESSAGES.captchaRequired)
      .max(16),
  })
  .strict();
export type EnquiryBody = z.infer<typeof enquiryBody>;

/** GET /enquiry/captcha?kind=question: a sum to answer, the text alternative to the picture. */
export const captchaQuery = z.object({ kind: z.enum(["image", "question"]).optional() });

export const captchaData = z.object({
  captcha_id: z.string(),
  /** An SVG image of the characters to type; empty for a question captcha. */
  svg: z.string(),
  /** A question captcha: the answer is a + b (the client words the question in its language). */
  question: z.object({ a: z.number().int(), b: z.number().int() }).optional(),
  /** Seconds until the captcha expires. */
  expires_in: z.number().int(),
});
export type CaptchaData = z.infer<typeof captchaData>;
export const captchaResponse = envelope(captchaData);
