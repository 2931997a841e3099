// The operations console's sign-in, session and "who am I" shapes (/ops/api/auth/*, /ops/api/me).
// Ops staff sign in by mobile number and password; the session is an ops token (typ "ops"), which
// customer and merchant console routes refuse, as the ops routes refuse theirs.
import { z } from "zod";
import { envelope } from "./common";
import { AUTH_MESSAGES, hashedPassword, mobileInput } from "./auth";
import { OPS_ROLES } from "./ops-roles";

export const opsPasswordBody = z
  .object({ mobile: mobileInput, password: hashedPassword(AUTH_MESSAGES.passwordRequired) })
  .strict();
export type OpsPasswordBody = z.infer<typeof opsPasswordBody>;

export const opsSession = z.object({
  /** The ops bearer token (Authorization: Bearer ...). */
  token: z.string(),
  /** When the token stops working, milliseconds since the epoch. */
  expiry: z.number(),
});
export type OpsSession = z.infer<typeof opsSession>;
export const opsSessionResponse = envelope(opsSession);

export const opsMeData = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(OPS_ROLES),
});
export type OpsMeData = z.infer<typeof opsMeData>;
export const opsMeResponse = envelope(opsMeData);
