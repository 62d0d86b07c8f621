import type { FastifyInstance } from 'fastify';
import { type Lang, type MessageKey, t } from '../i18n/index.js';
import type { MemberRow } from '../members/index.js';
import { issueMailToken } from './tokenRepository.js';
import type { OutgoingMail } from './transport.js';

export const ACTIVATION_LIFETIME_MS = 48 * 3_600_000;
export const RESET_LIFETIME_MS = 3_600_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  lang: Lang,
  to: string,
  subject: MessageKey,
  body: MessageKey,
  params: { username: string; link: string } & Record<string, string>,
  token: string,
): OutgoingMail {
  const text = t(lang, body, params);
  const html = escapeHtml(text)
    .replace(escapeHtml(params.link), `<a href="${escapeHtml(params.link)}">${escapeHtml(params.link)}</a>`)
    .replace(/\n/g, '<br>');
  return {
    to,
    subject: t(lang, subject),
    text,
    html: `<!doctype html><html><body>${html}</body></html>`,
    secrets: [token],
  };
}

/** Sends the activation link /#/activation?token=... (48 hours, single use). */
export async function sendActivation(app: FastifyInstance, member: MemberRow, lang: Lang): Promise<void> {
  const token = await issueMailToken(app.db, member.id, 'activation', ACTIVATION_LIFETIME_MS);
  const link = `${app.config.publicUrl}/#/activation?token=${token}`;
  await app.mail.send(
    compose(
      lang,
      member.email,
      'mail.activation.subject',
      'mail.activation.body',
      {
        username: member.username,
        link,
      },
      token,
    ),
  );
}

/** Sends the reset link /#/password/reset?token=... (1 hour, single use). */
export async function sendPasswordReset(app: FastifyInstance, member: MemberRow, lang: Lang): Promise<void> {
  const token = await issueMailToken(app.db, member.id, 'password_reset', RESET_LIFETIME_MS);
  const link = `${app.config.publicUrl}/#/password/reset?token=${token}`;
  await app.mail.send(
    compose(
      lang,
      member.email,
      'mail.reset.subject',
      'mail.reset.body',
      { username: member.username, link },
      token,
    ),
  );
}

/**
 * The cash-out lookup code (shown once when the cash-out is made), with the lookup page's link: only
 * the member's mailbox holds it besides their screen.
 */
export async function sendCashOutLookupCode(
  app: FastifyInstance,
  member: { email: string; username: string },
  lang: Lang,
  cashOut: { id: number; code: string },
): Promise<void> {
  await app.mail.send(
    compose(
      lang,
      member.email,
      'mail.cashOutLookup.subject',
      'mail.cashOutLookup.body',
      {
        username: member.username,
        link: `${app.config.publicUrl}/#/withdrawLogin`,
        id: String(cashOut.id),
        code: cashOut.code,
      },
      // The code opens the cash-out's record: the outbox keeps it redacted like a mail token.
      cashOut.code,
    ),
  );
}
