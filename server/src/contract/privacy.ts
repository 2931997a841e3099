// Privacy shapes (DPDP): the sign-up consent, Profile's consents and the account deletion request.
import { z } from "zod";
import { otpCode } from "./auth";
import { GALLI_CASH_CHOICES } from "./privacy-constants";
export * from "./privacy-constants";

export { signupConsent, type SignupConsent } from "./auth";

export const consentsData = z.object({
  notice: z.object({ version: z.string(), accepted_at: z.string() }).nullable(),
  offers: z.object({ granted: z.boolean(), at: z.string().nullable() }),
  history: z.array(
    z.object({ purpose: z.string(), granted: z.boolean(), version: z.string(), source: z.string(), at: z.string() }),
  ),
});
export type ConsentsData = z.infer<typeof consentsData>;

export const offersConsentBody = z.object({ granted: z.boolean() }).strict();
export type OffersConsentBody = z.infer<typeof offersConsentBody>;

export const deleteAccountBody = z
  .object({
    otp: otpCode(),
    galli_cash: z.enum(GALLI_CASH_CHOICES).optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
