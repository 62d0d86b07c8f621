import type { FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { bonusPresets, validBonusRulesJson } from '../bonuses/rules.js';
import { allArticles, NewsType, postNews, saveArticleText } from '../content/index.js';
import { readSetting, writeSetting } from '../db/siteSettings.js';
import { allGames, updateGame } from '../games/repository.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { isLang } from '../i18n/index.js';
import { findMemberById, memberIdsIn } from '../members/index.js';
import { allMethods, updateMethod } from '../payments/index.js';
import { thresholdDefaults, thresholdSettings } from './approvals.js';
import { audit } from './audited.js';
import { bodyOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

/**
 * News to one member, or to a segment (every enabled member, or those of a currency or a country),
 * in one transaction with one audit row naming how many received it.
 */
export async function sendNews(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const message = textOf(body.message);
  if (message === '' || message.length > 1000) throw invalid('validation.invalid', { field: 'message' });
  const segment = {
    currency: textOf(body.currency) || undefined,
    countryCode: textOf(body.countryCode).toUpperCase() || undefined,
  };
  let recipients: number[];
  if (typeof body.memberId === 'number') {
    if ((await findMemberById(db, body.memberId)) === undefined) throw notFound();
    recipients = [body.memberId];
  } else {
    recipients = await memberIdsIn(db, segment);
  }
  return db.transaction().execute(async (trx) => {
    for (const memberId of recipients) await postNews(trx, memberId, message, NewsType.account);
    await audit(trx, request, {
      target:
        recipients.length === 1
          ? { type: 'member', id: recipients[0]! }
          : { type: 'segment', id: JSON.stringify(segment) },
      after: { message, recipients: recipients.length },
    });
    return { recipients: recipients.length };
  });
}

/** What an article may contain: text formatting, links, images from our site; no script, style or frame. */
const articleHtml: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
};

export async function articles(request: FastifyRequest) {
  return allArticles(request.server.db);
}

/** Saves one language of an article, sanitized here so what is stored is what anyone may render. */
export async function saveArticle(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const id = typeof body.id === 'number' ? body.id : 0;
  const lang = textOf(body.lang);
  if (!isLang(lang)) throw invalid('validation.invalid', { field: 'lang' });
  const title = textOf(body.title);
  if (title === '' || title.length > 200) throw invalid('validation.invalid', { field: 'title' });
  const content = sanitizeHtml(typeof body.content === 'string' ? body.content : '', articleHtml);
  return db.transaction().execute(async (trx) => {
    const saved = await saveArticleText(trx, id, lang, title, content);
    if (saved === undefined) throw notFound();
    await audit(trx, request, {
      target: { type: 'article', id: `${id}:${lang}` },
      before: saved.before,
      after: saved.after,
    });
    return { id, lang, title, content };
  });
}

export async function games(request: FastifyRequest) {
  return allGames(request.server.db);
}

export async function saveGame(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const changes: { enabled?: 0 | 1; category?: string } = {
    ...(body.enabled === 0 || body.enabled === 1 ? { enabled: body.enabled } : {}),
    ...(textOf(body.category) ? { category: textOf(body.category) } : {}),
  };
  return db.transaction().execute(async (trx) => {
    const changed = await updateGame(trx, Number(body.id), changes);
    if (changed === undefined) throw notFound();
    await audit(trx, request, {
      target: { type: 'game', id: changed.after.id },
      before: changed.before,
      after: changed.after,
    });
    return changed.after;
  });
}

export async function methods(request: FastifyRequest) {
  const all = await allMethods(request.server.db);
  return [...all.deposit, ...all.cashout];
}

export async function saveMethod(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const kind = body.kind === 'deposit' || body.kind === 'cashout' ? body.kind : undefined;
  if (kind === undefined) throw invalid('validation.invalid', { field: 'kind' });
  const changes: { enabled?: 0 | 1; visibility?: 0 | 10 | 20; sortIndex?: number } = {
    ...(body.enabled === 0 || body.enabled === 1 ? { enabled: body.enabled } : {}),
    ...(body.visibility === 0 || body.visibility === 10 || body.visibility === 20
      ? { visibility: body.visibility }
      : {}),
    ...(typeof body.sortIndex === 'number' ? { sortIndex: body.sortIndex } : {}),
  };
  return db.transaction().execute(async (trx) => {
    const changed = await updateMethod(trx, kind, textOf(body.code), changes);
    if (changed === undefined) throw notFound();
    await audit(trx, request, {
      target: { type: `${kind}Method`, id: textOf(body.code) },
      before: changed.before,
      after: changed.after,
    });
    return { kind, code: textOf(body.code), ...changes };
  });
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const amount = /^(0|[1-9]\d{0,11})\.\d{2}$/;

/**
 * The settings the back office edits, each with its check. Contact and chat settings and the
 * restricted countries are the content team's; the live-chat script (it runs on every player page)
 * and the two-person thresholds are an administrator's.
 */
export const editableSettings: Record<
  string,
  { check: (value: string) => boolean; administrator?: boolean }
> = {
  telegramLink: { check: (value) => value === '' || /^https:\/\/\S+$/.test(value) },
  whatsAppNumber: { check: (value) => value === '' || /^\+\d{6,15}$/.test(value) },
  whatsAppQrCode: { check: (value) => value === '' || /^(\/|https:\/\/)\S+$/.test(value) },
  supportEmailPrefix: { check: (value) => /^[A-Za-z0-9._+-]+@$/.test(value) },
  withdrawRulePageUrl: { check: (value) => /^(\/|https:\/\/)\S*$/.test(value) },
  promotionPageUrl: { check: (value) => /^(\/|https:\/\/)\S*$/.test(value) },
  liveChatStartUtc: { check: (value) => time.test(value) },
  liveChatEndUtc: { check: (value) => time.test(value) },
  liveChatScript: { check: (value) => value.length <= 5000, administrator: true },
  restrictedCountries: { check: (value) => value === '' || /^[A-Z]{2}(,[A-Z]{2})*$/.test(value) },
  bonusPreset: { check: (value) => Object.hasOwn(bonusPresets, value), administrator: true },
  bonusRules: { check: (value) => value.length <= 5000 && validBonusRulesJson(value), administrator: true },
  [thresholdSettings.currency]: { check: (value) => /^[A-Z]{3}$/.test(value), administrator: true },
  [thresholdSettings.cashOut]: { check: (value) => amount.test(value), administrator: true },
  [thresholdSettings.adjustment]: { check: (value) => amount.test(value), administrator: true },
};

const defaults: Record<string, string> = {
  [thresholdSettings.currency]: thresholdDefaults.currency,
  [thresholdSettings.cashOut]: thresholdDefaults.cashOut,
  [thresholdSettings.adjustment]: thresholdDefaults.adjustment,
};

export async function settings(request: FastifyRequest) {
  const { db } = request.server;
  return Promise.all(
    Object.entries(editableSettings).map(async ([name, rule]) => ({
      name,
      value: (await readSetting(db, name)) ?? defaults[name] ?? '',
      administratorOnly: rule.administrator === true,
    })),
  );
}

export async function saveSetting(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const name = textOf(body.name);
  const rule = Object.hasOwn(editableSettings, name) ? editableSettings[name] : undefined;
  if (rule === undefined) throw invalid('validation.invalid', { field: 'name' });
  if (rule.administrator && currentOperator(request).role !== 'administrator') {
    throw new ApiError(ErrorCode.forbidden, 'admin.administratorOnly');
  }
  const value =
    name === 'restrictedCountries' ? textOf(body.value).toUpperCase().replace(/\s/g, '') : textOf(body.value);
  if (!rule.check(value)) throw invalid('validation.invalid', { field: 'value' });
  return db.transaction().execute(async (trx) => {
    const before = (await readSetting(trx, name)) ?? defaults[name] ?? null;
    await writeSetting(trx, name, value);
    await audit(trx, request, {
      target: { type: 'setting', id: name },
      before: { value: before },
      after: { value },
    });
    return { name, value, administratorOnly: rule.administrator === true };
  });
}
