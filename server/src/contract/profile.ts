// Profile, saved addresses, password and delivery-type shapes (spec part 1 sections 3, 5, 7),
// shared with the web client. Messages are the spec's own text.
import { z } from "zod";
import { EMAIL_RE, MOBILE_RE, id, point } from "./common";
import { AUTH_MESSAGES, dialingCode, hashedPassword } from "./auth";
import { PROFILE_MESSAGES, DELIVERY_TYPES, LANGUAGES } from "./profile-constants";
export * from "./profile-constants";

// ---- answers ----

export const savedAddress = z.object({
  id: z.string(),
  type: z.string(),
  location: point,
  address: z.object({
    street: z.string(),
    area: z.string(),
    zipcode: z.string(),
    landmark: z.string().optional(),
  }),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const profileData = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.object({ id: z.string().nullable(), is_verified: z.boolean() }),
  mobile: z.object({ dialing_code: z.string(), number: z.string(), is_verified: z.boolean() }),
  /** Stored image name for GET /profile/image/view?img=..., or null. */
  image: z.string().nullable(),
  delivery_type: z.number().int(),
  address: z.array(savedAddress),
});
export type ProfileData = z.infer<typeof profileData>;

// ---- requests ----

const requiredText = (message: string, max = 50) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/ is required\.?$/, "")} is too long.`);

/** Only the fields that changed are sent; at least one must be. */
export const profileEditBody = z
  .object({
    first_name: requiredText(PROFILE_MESSAGES.firstNameRequired).optional(),
    last_name: requiredText(PROFILE_MESSAGES.lastNameRequired).optional(),
    email: z
      .preprocess(
        (v) => (typeof v === "string" ? { id: v } : v),
        z.object(
          {
            id: z
              .string({ error: PROFILE_MESSAGES.emailRequired })
              .trim()
              .toLowerCase()
              .min(1, { message: PROFILE_MESSAGES.emailRequired, abort: true })
              .max(254, AUTH_MESSAGES.invalidEmail)
              .regex(EMAIL_RE, AUTH_MESSAGES.invalidEmail),
          },
          { error: PROFILE_MESSAGES.emailRequired },
        ),
      )
      .optional(),
    mobile: z
      .object(
        {
          dialing_code: dialingCode,
          number: z.coerce
            .string()
            .trim()
            .min(1, { message: PROFILE_MESSAGES.mobileRequired, abort: true })
            .regex(MOBILE_RE, AUTH_MESSAGES.invalidPhone),
        },
        { error: PROFILE_MESSAGES.mobileRequired },
      )
      .optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: PROFILE_MESSAGES.nothingToUpdate });
export type ProfileEditBody = z.infer<typeof profileEditBody>;

export const emailOtpVerifyBody = z
  .object({
    otp: z.coerce
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, PROFILE_MESSAGES.otpRequired),
  })
  .strict();
export type EmailOtpVerifyBody = z.infer<typeof emailOtpVerifyBody>;

export const passwordEditBody = z
  .object({
    old_password: hashedPassword(PROFILE_MESSAGES.oldPasswordRequired),
    new_password: hashedPassword(PROFILE_MESSAGES.newPasswordRequired),
  })
  .strict();
export type PasswordEditBody = z.infer<typeof passwordEditBody>;

export const deliveryEditBody = z
  .object({
    delivery_type: z.coerce
      .number({ error: PROFILE_MESSAGES.deliveryType })
      .refine((v) => (DELIVERY_TYPES as readonly number[]).includes(v), PROFILE_MESSAGES.deliveryType)
      .meta({ enum: [...DELIVERY_TYPES] }),
  })
  .strict();
export type DeliveryEditBody = z.infer<typeof deliveryEditBody>;

/** POST /user/profile/language/edit: the language of the texts the server writes to the customer. */
export const languageEditBody = z
  .object({ language: z.enum(LANGUAGES, { error: PROFILE_MESSAGES.language }) })
  .strict();
export type LanguageEditBody = z.infer<typeof languageEditBody>;
export const languageData = z.object({ language: z.enum(LANGUAGES) });

const addressText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

export const deliveryAddressInput = z
  .object(
    {
      location: point.refine(
        (p) => !(p.coordinates[0] === 0 && p.coordinates[1] === 0),
        PROFILE_MESSAGES.locationRequired,
      ),
      address: z
        .object(
          {
            street: addressText(PROFILE_MESSAGES.streetRequired, 200),
            area: addressText(PROFILE_MESSAGES.locationRequired, 200),
            zipcode: z.coerce
              .string()
              .trim()
              .min(1, { message: PROFILE_MESSAGES.zipcodeRequired, abort: true })
              .regex(/^[1-9][0-9]{5}$/, PROFILE_MESSAGES.invalidZipcode),
            landmark: z.string().trim().max(200, "Landmark is too long.").optional(),
          },
          { error: PROFILE_MESSAGES.streetRequired },
        )
        .strict(),
      is_default: z.boolean().optional().default(false),
      type: z
        .string({ error: PROFILE_MESSAGES.selectType })
        .trim()
        .min(1, PROFILE_MESSAGES.selectType)
        .max(30, "Type is too long."),
    },
    { error: PROFILE_MESSAGES.locationRequired },
  )
  .strict();
export type DeliveryAddressInput = z.input<typeof deliveryAddressInput>;
export type DeliveryAddress = z.output<typeof deliveryAddressInput>;

export const addressAddBody = z.object({ deliveryAddress: deliveryAddressInput }).strict();
export type AddressAddBody = z.input<typeof addressAddBody>;

export const addressEditBody = z.object({ id, deliveryAddress: deliveryAddressInput }).strict();
export type AddressEditBody = z.input<typeof addressEditBody>;

export const addressDeleteBody = z.object({ id }).strict();
export type AddressDeleteBody = z.infer<typeof addressDeleteBody>;

export const profileImageQuery = z.object({
  img: z.string().trim().min(1, "Image name is required.").max(200),
  format: z.enum(["png", "jpeg", "jpg", "webp"]).default("png"),
  width: z.coerce.number().int().min(1).max(2000).optional(),
  height: z.coerce.number().int().min(1).max(2000).optional(),
});
export type ProfileImageQuery = z.infer<typeof profileImageQuery>;
