// Partner enquiry messages (no schemas): what the web reads without loading zod.
// enquiry.ts re-exports all of it beside its schemas.

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
