// Test helpers for accounts: create customers directly in the database and read one-time codes
// from the SMS/email outbox, the way a person would read them on their phone.
import { clientHash, hashPassword } from "../lib/password";
import type { Db } from "../lib/db";

export type TestCustomer = { id: string; mobile: string; email: string; password: string };

let counter = 0;

/** A unique 10-digit mobile number for this test file. */
export function freshMobile(): string {
  counter += 1;
  return `98${String(counter).padStart(8, "0")}`;
}

export async function createCustomer(
  db: Db,
  opts: Partial<{
    mobile: string;
    email: string | null;
    password: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    language: "en" | "hi";
  }> = {},
): Promise<TestCustomer> {
  const mobile = opts.mobile ?? freshMobile();
  const email = opts.email === undefined ? `user${mobile}@example.in` : opts.email;
  const password = opts.password ?? "Secret#123";
  const user = await db.user.create({
    data: {
      firstName: opts.firstName ?? "Asha",
      lastName: opts.lastName ?? "Verma",
      mobile,
      mobileVerified: true,
      email,
      emailVerified: opts.emailVerified ?? false,
      passwordHash: await hashPassword(clientHash(password)),
      language: opts.language ?? "en",
    },
  });
  return { id: user.id, mobile, email: email ?? "", password };
}

/** The newest message sent to a destination ("+91..." or an email address). */
export async function lastMessage(db: Db, to: string) {
  return db.outboxMessage.findFirst({ where: { to }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** The 6-digit code in the newest message to a destination; throws when there is none. */
export async function lastCode(db: Db, to: string): Promise<string> {
  const message = await lastMessage(db, to);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export const mobileBody = (number: string) => ({ dialing_code: "+91", number });

/** A clock tests can move: pass `now: clock.now` to testApp and call `clock.advance(ms)`. */
export function testClock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}
