import type { FastifyRequest } from 'fastify';
import {
  type ContactMessage,
  type ContactStatus,
  contactStatuses,
  findContactMessage,
  listContactMessages,
  setContactStatus,
} from '../contact/index.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { isLang, t } from '../i18n/index.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, textOf } from './fields.js';

const htmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Support's answer in the player's language, with their own words quoted below it. */
function answerMail(message: ContactMessage, answer: string) {
  const lang = isLang(message.lang) ? message.lang : 'en';
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = `${answer}\n\n${t(lang, 'contact.answerQuote')}\n${quoted}`;
  return {
    to: message.email,
    subject: t(lang, 'contact.answerSubject', { id: message.id }),
    text,
    html: `<div style="white-space: pre-wrap">${htmlEscape(text)}</div>`,
  };
}

/** The queue support works through: one status (new unless asked), oldest first. */
export async function list(request: FastifyRequest) {
  const status = textOf(bodyOf(request).status) || 'new';
  if (!(contactStatuses as readonly string[]).includes(status)) {
    throw invalid('validation.invalid', { field: 'status' });
  }
  return listContactMessages(request.server.db, status as ContactStatus, { limit: 200 });
}

/**
 * Mails an answer and marks the message answered, or closes it. The mail goes first, outside the
 * transaction (the local outbox writes through the same single-connection database): a mail that
 * fails leaves the message as it was, and at worst a failed write after it means a second answer.
 */
export async function answer(request: FastifyRequest) {
  const { db, mail } = request.server;
  const body = bodyOf(request);
  const id = typeof body.id === 'number' ? body.id : 0;
  const text = textOf(body.answer);
  const close = body.close === true;
  if (text === '' && !close) throw invalid('validation.invalid', { field: 'answer' });
  const before = await findContactMessage(db, id);
  if (before === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  if (before.status === 'closed') throw new OperatorRefusal('the message is closed');
  const status: ContactStatus = close ? 'closed' : 'answered';
  if (text) await mail.send(answerMail(before, text));
  return db.transaction().execute(async (trx) => {
    await setContactStatus(trx, id, status);
    await audit(trx, request, {
      target: { type: 'contactMessage', id },
      before: { status: before.status },
      after: { status, ...(text ? { answer: text } : {}) },
    });
    return (await findContactMessage(trx, id))!;
  });
}
