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
import { DELIVERED_STATUSES } from "../../contract/orders";
import { ERROR_CODE } from "../../contract/errors";
import { AppError } from "../../lib/app-error";
import { issueCreditNote, issueInvoice } from "../invoices/public";

export const ERASED_FIRST_NAME = "Deleted";
export const ERASED_LAST_NAME = "customer";
export const ERASED_REASON = "Account erased";
/** The placeholder in the unique mobile column: never 10 digits, so it matches no number. */
export const erasedMobile = (userId: string) => `erased-${userId}`;

export type Erased = { image: string | null };

/** What replaces contact details found in a grievance ticket's text. */
export const REDACTED_CONTACT = "[contact removed]";
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// An Indian mobile number, with or without +91 / 91 / 0 before it, not inside a longer word or number.
const MOBILE_IN_TEXT = /(?<![\w+])(?:(?:\+91|91|0)[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?![\w])/g;

/** A text with the given contacts, any e-mail address and any Indian mobile number replaced. */
export function redactContacts(text: string, contacts: readonly string[]): string {
  let out = text.replace(EMAIL_IN_TEXT, REDACTED_CONTACT).replace(MOBILE_IN_TEXT, REDACTED_CONTACT);
  for (const c of contacts) if (c.length >= 5) out = out.split(c).join(REDACTED_CONTACT);
  return out;
}

/**
 * Grievance tickets stay (the grievance record) without the person's contact details: the email
 * and phone given in the form go, and contact details the customer wrote into the subject or the
 * thread are replaced. Support members' and Galli's own messages are kept as written.
 */
async function eraseTicketContacts(tx: Prisma.TransactionClient, userId: string, contacts: string[]) {
  const tickets = await tx.supportTicket.findMany({
    where: { userId },
    select: { id: true, subject: true, email: true, phone: true },
  });
  if (tickets.length === 0) return;
  const all = [...contacts, ...tickets.flatMap((tk) => [tk.email, tk.phone])].filter((c) => c !== "");
  for (const tk of tickets) {
    await tx.supportTicket.update({
      where: { id: tk.id },
      data: { email: "", phone: "", subject: redactContacts(tk.subject, all) },
    });
  }
  const messages = await tx.supportTicketMessage.findMany({
    where: { ticketId: { in: tickets.map((tk) => tk.id) }, author: "customer" },
    select: { id: true, body: true },
  });
  for (const m of messages) {
    const body = redactContacts(m.body, all);
    if (body !== m.body) await tx.supportTicketMessage.update({ where: { id: m.id }, data: { body } });
  }
}

/**
 * The tax invoices and credit notes the law keeps, issued before the name and address go: each
 * delivered order's invoice and each of its refunds' credit notes (already issued ones are kept
 * as they are). Their snapshots hold the buyer's name and address, never the mobile number.
 */
export async function issueKeptDocuments(db: Db, userId: string, now: Date): Promise<void> {
  const delivered = await db.order.findMany({
    where: { userId, status: { in: [...DELIVERED_STATUSES] } },
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
  await eraseTicketContacts(tx, userId, contacts);
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
