import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { insertOutboxMail } from './outboxRepository.js';
import type { OutgoingMail } from './outgoingMail.js';

export type { OutgoingMail };

/** Where mails go: an SMTP server in production, the local outbox on a developer's machine. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** The outbox only: a stored mail as it was sent, while this process still remembers it. */
  unredacted?(outboxId: number): OutgoingMail | undefined;
  close(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ secrets: _secrets, ...mail }) {
      await transporter.sendMail({ from, ...mail });
    },
    close() {
      transporter.close();
    },
  };
}

/** How many sent mails the outbox remembers unredacted for /dev/mailbox. */
const REMEMBERED_MAILS = 100;

/** The mail with each of its secrets replaced, as it may be stored. */
export function redacted(mail: OutgoingMail): OutgoingMail {
  const hide = (text: string) =>
    (mail.secrets ?? []).reduce((result, secret) => result.replaceAll(secret, '[redacted]'), text);
  return { to: mail.to, subject: hide(mail.subject), text: hide(mail.text), html: hide(mail.html) };
}

/**
 * The local outbox (no SMTP_URL): the table keeps each mail with its tokens redacted, so a dump or a
 * backup holds no working activation or reset link (issue 13 finding 15); the mails as sent live only
 * in this process's memory, the last 100, for the developer's /dev/mailbox, and are gone on restart.
 */
export function outboxTransport(db: Db): MailTransport {
  const sent = new Map<number, OutgoingMail>();
  return {
    kind: 'outbox',
    async send(mail) {
      const id = await insertOutboxMail(db, redacted(mail));
      sent.set(id, mail);
      for (const oldest of sent.keys()) {
        if (sent.size <= REMEMBERED_MAILS) break;
        sent.delete(oldest);
      }
    },
    unredacted: (outboxId) => sent.get(outboxId),
    close() {
      sent.clear();
    },
  };
}
