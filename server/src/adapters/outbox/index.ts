// SMS and email delivery. The local stand-in writes every message to the outbox table (and the
// log); in demo mode the messages are listed at /dev/outbox. A real provider implements the same
// interface.
import type { Db } from "../../lib/db";

/** India's DLT registration of a transactional SMS: the sender id (header) and the template's id. */
export type DltRegistration = { senderId: string; templateId: string };

export interface MessageSender {
  sendSms(to: string, body: string, dlt?: DltRegistration): Promise<void>;
  sendEmail(to: string, subject: string, body: string): Promise<void>;
}

export function outboxSender(db: Db, log: (msg: string) => void = () => {}): MessageSender {
  return {
    async sendSms(to, body, dlt) {
      // The stand-in keeps an SMS's DLT sender and template id where an email keeps its subject.
      const subject = dlt ? `${dlt.senderId} · DLT ${dlt.templateId}` : undefined;
      await db.outboxMessage.create({ data: { channel: "sms", to, body, subject } });
      log(`sms to ${to}: ${body}`);
    },
    async sendEmail(to, subject, body) {
      await db.outboxMessage.create({ data: { channel: "email", to, subject, body } });
      log(`email to ${to}: ${subject}`);
    },
  };
}
