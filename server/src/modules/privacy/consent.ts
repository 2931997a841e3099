// Consent records (DPDP): one row per decision, never edited; the latest row of a purpose is the
// customer's current answer. The offers consent and the offers switches of the notification
// settings are one choice: withdrawing in Profile turns every offers channel off, and turning the
// last offers channel off (or the first on) in the notification settings records the consent.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { PRIVACY_NOTICE_VERSION, type ConsentPurpose, type ConsentsData } from "../../contract/privacy";

type DbOrTx = Db | Prisma.TransactionClient;
export type ConsentSource = "signup" | "profile" | "notifications";

export async function recordConsent(
  tx: DbOrTx,
  c: { userId: string; purpose: ConsentPurpose; granted: boolean; source: ConsentSource; now: Date },
): Promise<void> {
  await tx.consentRecord.create({
    data: {
      userId: c.userId,
      purpose: c.purpose,
      granted: c.granted,
      version: PRIVACY_NOTICE_VERSION,
      source: c.source,
      createdAt: c.now,
    },
  });
}

/** The customer's consents: the accepted notice, the offers answer and the whole history, newest first. */
export async function consentsOf(db: DbOrTx, userId: string): Promise<ConsentsData> {
  const rows = await db.consentRecord.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const notice = rows.find((r) => r.purpose === "notice" && r.granted);
  const offers = rows.find((r) => r.purpose === "offers");
  return {
    notice: notice ? { version: notice.version, accepted_at: notice.createdAt.toISOString() } : null,
    offers: { granted: offers?.granted ?? false, at: offers ? offers.createdAt.toISOString() : null },
    history: rows.map((r) => ({
      purpose: r.purpose,
      granted: r.granted,
      version: r.version,
      source: r.source,
      at: r.createdAt.toISOString(),
    })),
  };
}

const offersRow = (granted: boolean) => ({ pushOffers: granted, smsOffers: granted, emailOffers: granted });

/** Profile's one switch: gives or withdraws the offers consent and sets every offers channel alike. */
export async function setOffersConsent(db: Db, userId: string, granted: boolean, now: Date): Promise<ConsentsData> {
  await db.$transaction(async (tx) => {
    await tx.notificationSetting.upsert({
      where: { userId },
      create: { userId, ...offersRow(granted) },
      update: offersRow(granted),
    });
    await recordConsent(tx, { userId, purpose: "offers", granted, source: "profile", now });
  });
  return consentsOf(db, userId);
}

/** The offers settings a sign-up starts with: its opt-in on every offers channel. */
export const signupOffersSettings = (granted: boolean) => offersRow(granted);

/**
 * Called after the notification settings change: when the customer moved from no offers channel to
 * some (or back), the offers consent follows and is recorded.
 */
export async function offersSettingsChanged(
  db: DbOrTx,
  userId: string,
  before: boolean,
  after: boolean,
  now: Date,
): Promise<void> {
  if (before === after) return;
  await recordConsent(db, { userId, purpose: "offers", granted: after, source: "notifications", now });
}
