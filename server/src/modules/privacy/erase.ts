// Erasing an account (on the customer's request or after 3 years without activity). The User row
// stays, anonymised, because orders, payments, refunds, Galli Cash entries and tax invoices point
// at it and the law keeps those; everything that identifies or reaches the person goes: name,
// email, mobile (freed, so the number can sign up again as a new customer), password, photo,
// saved payment tokens, addresses, sessions, push subscriptions, settings, the cart and open
// one-time codes. Reviews stay with the anonymised author. Orders keep their delivery address (the
// tax invoice's buyer address and place of supply) but lose the free-text notes. Setting
// suspendedAt with deletedAt stops the access tokens still in flight on their next request.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { ORDER_STATUS } from "../../contract/orders";
import { ERROR_CODE } from "../../contract/errors";
import { AppError } from "../../lib/app-error";
import { issueCreditNote, issueInvoice } from "../invoices/public";

export const ERASED_FIRST_NAME = "Deleted";
export const ERASED_LAST_NAME = "customer";
export const ERASED_REASON = "Account erased";
/** The placeholder in the unique mobile column: never 10 digits, so it matches no number. */
export const erasedMobile = (userId: string) => `erased-${userId}`;

export type Erased = { image: string | null };

/**
 * The tax invoices and credit notes the law keeps, issued before the name and address go: each
 * delivered order's invoice and each of its refunds' credit notes (already issued ones are kept
 * as they are). Their snapshots hold the buyer's name and address, never the mobile number.
 */
export async function issueKeptDocuments(db: Db, userId: string, now: Date): Promise<void> {
  const delivered = await db.order.findMany({
    where: { userId, status: { in: [ORDER_STATUS.delivered, ORDER_STATUS.verified] } },
    select: { id: true, refunds: { where: { amount: { gt: 0 } }, select: { id: true } } },
  });
  for (const order of delivered) {
    await issueInvoice(db, order.id, now);
    for (const refund of order.refunds) {
      // Only refunds after delivery have a credit note; the others answer CREDIT_NOTE_NOT_FOUND.
      await issueCreditNote(db, order.id, refund.id, now).catch((err: unknown) => {
        if (!(err instanceof AppError && err.code === ERROR_CODE.CREDIT_NOTE_NOT_FOUND)) throw err;
      });
    }
  }
}

export async function eraseAccount(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<Erased> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
  const contacts = [`+91${user.mobile}`, user.mobile, ...(user.email ? [user.email] : [])];
  await tx.refreshToken.deleteMany({ where: { userId } });
  await tx.pushSubscription.deleteMany({ where: { userId } });
  await tx.notificationSetting.deleteMany({ where: { userId } });
  await tx.address.deleteMany({ where: { userId } });
  await tx.cart.deleteMany({ where: { userId } });
  await tx.offerNotify.deleteMany({ where: { userId } });
  await tx.otpChallenge.deleteMany({ where: { target: { in: contacts } } });
  await tx.outboxMessage.deleteMany({ where: { to: { in: contacts } } });
  await tx.supportMessage.updateMany({ where: { userId }, data: { email: "", phone: "" } });
  await tx.order.updateMany({ where: { userId }, data: { notes: null } });
  await tx.user.update({
    where: { id: userId },
    data: {
      firstName: ERASED_FIRST_NAME,
      lastName: ERASED_LAST_NAME,
      mobile: erasedMobile(userId),
      mobileVerified: false,
      email: null,
      emailVerified: false,
      passwordHash: null,
      image: null,
      rzpCustomerId: null,
      prefCardToken: null,
      prefUpiToken: null,
      deletedAt: now,
      erasureNoticeAt: null,
      suspendedAt: user.suspendedAt ?? now,
      suspendReason: ERASED_REASON,
    },
  });
  return { image: user.image };
}
