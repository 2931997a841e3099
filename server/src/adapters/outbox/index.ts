// SMS and email delivery. The local stand-in writes every message to the outbox table (and the
// log); in demo mode the messages are listed at /dev/outbox. A real provider implements the same
// interface.
import type { Db } from "../../lib/db";

export interface MessageSender {
  sendSms(to: string, body: string): Promise<void>;
  sendEmail(to: string, subject: string, body: string): Promise<void>;
}

export function outboxSender(db: Db, log: (msg: string) => void = () => {}): MessageSender {
  return {
    async sendSms(to, body) {
      await db.outboxMessage.create({ data: { channel: "sms", to, body } });
      log(`sms to ${to}: ${body}`);
    },
    async sendEmail(to, subject, body) {
      await db.outboxMessage.create({ data: { channel: "email", to, subject, body } });
      log(`email to ${to}: ${subject}`);
    },
  };
}
