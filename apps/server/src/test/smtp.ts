import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server in the test process: the app's nodemailer transport delivers to it. */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to this address that arrives after `since` mails were already received. */
    async mailTo(address: string, since = 0): Promise<ReceivedMail> {
      for (;;) {
        const found = mails.slice(since).find((mail) => mail.to.includes(address));
        if (found) return found;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of the mail that starts with prefix. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const start = mail.text.indexOf(prefix);
  if (start < 0) throw new Error(`no link ${prefix} in mail`);
  return mail.text.slice(start).split(/[\s"<]/)[0]!;
}
