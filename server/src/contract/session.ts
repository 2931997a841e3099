// The session every auth call answers with (guest, password, one-time code, sign-up, refresh).
import { z } from "zod";
import { envelope } from "./common";
import { LANGUAGES } from "./profile-constants";

export const sessionData = z.object({
  token: z.string(),
  refresh_token: z.string().nullable(),
  /** Access-token expiry, milliseconds since the epoch. */
  expiry: z.number(),
  guest: z.boolean(),
  user_name: z.string(),
  new_user: z.boolean(),
  /** A customer's saved language (absent for guests): a device without its own choice adopts it. */
  language: z.enum(LANGUAGES).optional(),
});
export type SessionData = z.infer<typeof sessionData>;
export const sessionResponse = envelope(sessionData);
