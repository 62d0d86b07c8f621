import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { insertOutboxMail } from './outboxRepository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails go: an SMTP server in production, the local outbox on a developer's machine. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close() {
      transporter.close();
    },
  };
}

export function outboxTransport(db: Db): MailTransport {
  return {
    kind: 'outbox',
    async send(mail) {
      await insertOutboxMail(db, mail);
    },
    close() {},
  };
}
