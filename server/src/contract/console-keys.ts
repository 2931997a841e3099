// Merchant console, API keys and webhooks (privilege "integrations"): the merchant's Authkey tokens
// (issue, shown once; label; revoke; when last used) and each store's webhook endpoint (secret
// shown and rotated, a test event, the delivery log).
import { z } from "zod";
import { envelope } from "./common";
import { WEBHOOK_EVENTS, webhookDeliveriesQuery, webhookDelivery } from "./webhooks";

export * from "./console-keys-constants";
import { KEY_LABEL_MAX, KEY_MESSAGES } from "./console-keys-constants";

export const keyLabel = z
  .string({ error: KEY_MESSAGES.labelRequired })
  .trim()
  .min(1, KEY_MESSAGES.labelRequired)
  .max(KEY_LABEL_MAX, KEY_MESSAGES.labelTooLong);

export const apiKeyView = z.object({
  key_id: z.string(),
  label: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeysResponse = envelope(z.array(apiKeyView));
export const issueKeyBody = z.object({ label: keyLabel }).strict();
/** The token is in this answer only: it is never shown again (only its digest is kept). */
export const issuedKeyResponse = envelope(apiKeyView.extend({ token: z.string() }));
export const keyParams = z.object({ key_id: z.string().trim().min(1).max(64) });
export const labelKeyBody = z.object({ label: keyLabel }).strict();
export const apiKeyResponse = envelope(apiKeyView);

export const storeParams = z.object({ store_id: z.string().trim().min(1).max(64) });

export const consoleWebhook = z.object({
  store_id: z.string(),
  store_key: z.string(),
  /** null: the store has no endpoint (or it was switched off). */
  endpoint: z
    .object({
      url: z.string(),
      events: z.array(z.enum(WEBHOOK_EVENTS)),
      secret: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type ConsoleWebhook = z.infer<typeof consoleWebhook>;
export const consoleWebhookResponse = envelope(consoleWebhook);

export const consoleWebhookBody = z
  .object({
    url: z.url({ message: "Enter the full address, such as https://erp.example.in/galli/webhook." }).max(500),
    events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, "Choose at least one event.").max(WEBHOOK_EVENTS.length).optional(),
  })
  .strict();

export const consoleDeliveriesQuery = webhookDeliveriesQuery;
export const consoleDeliveriesResponse = envelope(
  z.object({ total: z.number().int(), deliveries: z.array(webhookDelivery) }),
);
