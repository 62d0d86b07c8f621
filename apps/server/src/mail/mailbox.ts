import type { FastifyInstance } from 'fastify';
import { latestOutboxMails } from './outboxRepository.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Links in the plain-text body become clickable; everything else is shown as text. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The developer's inbox when no SMTP_URL is set: the mails the server would have sent, newest first,
 * with working links only for mails this process sent (the table keeps them redacted).
 * Registered only with DEV_ROUTES=1, for loopback callers (see ../http/devRoutes.ts).
 */
export async function mailboxRoute(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await latestOutboxMails(app.db, 100);
    const items = mails
      .map((mail) => {
        // The stored copy has its links redacted; this process may still hold the mail as sent.
        const sent = app.mail.unredacted?.(mail.id);
        return `<article>
  <h2>${escapeHtml(sent?.subject ?? mail.subject)}</h2>
  <p><small>To ${escapeHtml(mail.to_address)} · ${mail.created_at.toISOString()}</small></p>
  <pre>${linkify(sent?.text ?? mail.text_body)}</pre>
</article>`;
      })
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (${mails.length})</h1>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
