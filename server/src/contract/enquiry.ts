// The partner enquiry (spec part 2 sections 3, 5 and 8): POST /user/enquiry/form with a captcha
// made by GET /user/enquiry/captcha.
import { z } from "zod";
import { EMAIL_RE, MOBILE_RE, envelope } from "./common";
import { ENQUIRY_MESSAGES } from "./enquiry-constants";
export * from "./enquiry-constants";

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
