import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import {
  allArticles,
  allBanners,
  assetsDir,
  NewsType,
  postNews,
  saveArticleText,
  saveBanner,
} from '../content/index.js';
import { readSetting, writeSetting } from '../db/siteSettings.js';
import { allGames, findGame, updateGame } from '../games/index.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { isLang, langOf } from '../i18n/index.js';
import { findMemberById, memberIdsIn } from '../members/index.js';
import { allMethods, methodName, updateMethod } from '../payments/index.js';
import {
  allPopups,
  type PopupFields,
  popupActions,
  savePopup,
  setPopupEnabled,
} from '../promotionPopups/index.js';
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

/** Enabled, category and the lobby position (null takes the game back to the most-played order). */
export async function saveGame(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const changes: { enabled?: 0 | 1; category?: string; sort_index?: number | null } = {
    ...(body.enabled === 0 || body.enabled === 1 ? { enabled: body.enabled } : {}),
    ...(textOf(body.category) ? { category: textOf(body.category) } : {}),
    ...(body.sortIndex === null || typeof body.sortIndex === 'number' ? { sort_index: body.sortIndex } : {}),
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

/** Where banner and pop-up artwork lives, as the player site serves it. */
const artworkDir = 'banners';
const artworkFile = /^[\w-]+\.(svg|png|jpe?g|webp)$/;

/** The artwork a banner or a pop-up may show: the images served under /assets/banners/. */
export async function images(): Promise<string[]> {
  const files = await fs.readdir(path.join(assetsDir, artworkDir));
  return files
    .filter((file) => artworkFile.test(file))
    .sort()
    .map((file) => `/assets/${artworkDir}/${file}`);
}

async function artworkOf(value: unknown, field: string): Promise<string> {
  const image = textOf(value);
  if (!(await images()).includes(image)) throw invalid('validation.invalid', { field });
  return image;
}

/**
 * The words of a banner or a pop-up: one entry a language, each language once, a title, and a text
 * short enough to sit over the artwork on a phone.
 */
function textsOf(value: unknown): { lang: string; title: string; text: string }[] {
  const entries = Array.isArray(value) ? value : [];
  const texts = entries.map((entry: Record<string, unknown>) => ({
    lang: textOf(entry?.lang),
    title: textOf(entry?.title),
    text: textOf(entry?.text),
  }));
  const langs = new Set(texts.map((text) => text.lang));
  const bad = texts.some(
    (text) => !isLang(text.lang) || text.title === '' || text.title.length > 120 || text.text.length > 500,
  );
  if (bad || langs.size !== texts.length) throw invalid('validation.invalid', { field: 'texts' });
  return texts;
}

/** A banner's link: none, a route of the player app (`/#/...`), or an https address. */
function linkOf(value: unknown): string | null {
  const link = textOf(value);
  if (link === '') return null;
  if (!/^(\/#\/|https:\/\/)\S{0,300}$/.test(link)) throw invalid('validation.invalid', { field: 'link' });
  return link;
}

const flagOf = (value: unknown, field: string): 0 | 1 => {
  if (value === 0 || value === 1) return value;
  throw invalid('validation.invalid', { field });
};

const orderOf = (value: unknown): number => {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100_000) return value;
  throw invalid('validation.invalid', { field: 'sortIndex' });
};

export async function banners(request: FastifyRequest) {
  return allBanners(request.server.db);
}

/** A banner's artwork, link, order, enabled flag and words in each language, saved as one change. */
export async function saveBannerEdit(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const banner = {
    id: Number(body.id),
    image: await artworkOf(body.image, 'image'),
    mobileImage: await artworkOf(body.mobileImage, 'mobileImage'),
    link: linkOf(body.link),
    enabled: flagOf(body.enabled, 'enabled'),
    sortIndex: orderOf(body.sortIndex),
  };
  const texts = textsOf(body.texts);
  return db.transaction().execute(async (trx) => {
    const saved = await saveBanner(trx, banner, texts);
    if (saved === undefined) throw notFound();
    await audit(trx, request, { target: { type: 'banner', id: banner.id }, ...saved });
    return saved.after;
  });
}

export async function popups(request: FastifyRequest) {
  return allPopups(request.server.db);
}

const audiences = ['guest', 'member', 'all'] as const;

function instantOf(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(textOf(value));
  if (Number.isNaN(date.getTime())) throw invalid('validation.invalid', { field });
  return date.toISOString();
}

/**
 * What a pop-up's button does decides who may see it (the table's checks, migration 1052): REGISTER is
 * for guests, DEPOSIT and INVITE for members, LAUNCH_GAME names a game. Checked here first, so an
 * operator reads which field to change rather than a database error.
 */
async function popupFieldsOf(request: FastifyRequest, body: Record<string, unknown>): Promise<PopupFields> {
  const action = popupActions.find((candidate) => candidate === body.action);
  if (action === undefined) throw invalid('validation.invalid', { field: 'action' });
  const audience = audiences.find((candidate) => candidate === body.audience);
  if (
    audience === undefined ||
    (action === 'REGISTER' && audience !== 'guest') ||
    ((action === 'DEPOSIT' || action === 'INVITE') && audience !== 'member')
  ) {
    throw invalid('validation.invalid', { field: 'audience' });
  }
  let gameId: number | null = null;
  if (action === 'LAUNCH_GAME') {
    const game = typeof body.gameId === 'number' ? await findGame(request.server.db, body.gameId) : undefined;
    if (game === undefined) throw invalid('validation.invalid', { field: 'gameId' });
    gameId = game.id;
  }
  const startsAt = instantOf(body.startsAt, 'startsAt');
  const endsAt = instantOf(body.endsAt, 'endsAt');
  if (startsAt !== null && endsAt !== null && startsAt >= endsAt) {
    throw invalid('validation.invalid', { field: 'endsAt' });
  }
  return {
    action,
    gameId,
    image: body.image === null || body.image === undefined ? null : await artworkOf(body.image, 'image'),
    audience,
    enabled: flagOf(body.enabled, 'enabled'),
    sortIndex: orderOf(body.sortIndex),
    startsAt,
    endsAt,
  };
}

/** Creates a pop-up (no id) or replaces one; it needs words in at least one language to be shown. */
export async function savePopupEdit(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const fields = await popupFieldsOf(request, body);
  const texts = textsOf(body.texts);
  if (texts.length === 0) throw invalid('validation.invalid', { field: 'texts' });
  const id = typeof body.id === 'number' ? body.id : undefined;
  return db.transaction().execute(async (trx) => {
    const saved = await savePopup(trx, id, fields, texts);
    if (saved === undefined) throw notFound();
    await audit(trx, request, { target: { type: 'promotionPopup', id: saved.after.id }, ...saved });
    return saved.after;
  });
}

export async function setPopupShown(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const enabled = flagOf(body.enabled, 'enabled');
  return db.transaction().execute(async (trx) => {
    const changed = await setPopupEnabled(trx, Number(body.id), enabled);
    if (changed === undefined) throw notFound();
    await audit(trx, request, { target: { type: 'promotionPopup', id: changed.after.id }, ...changed });
    return changed.after;
  });
}

/**
 * Named as the app names them, in the operator's language (issue 32 §14, §19): a seeded name from the
 * catalogue, a brand or a name an operator wrote as it is.
 */
export async function methods(request: FastifyRequest) {
  const all = await allMethods(request.server.db);
  const lang = langOf(request);
  return [...all.deposit, ...all.cashout].map((method) => ({
    ...method,
    name: methodName(lang, method.kind, method.code, method.name),
  }));
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
 * The settings the back office edits one text at a time, each with its check. Contact and chat
 * settings and the restricted countries are the content team's; the live-chat script (it runs on
 * every player page) and the two-person thresholds are an administrator's. The bonus terms and the
 * payment amounts have their own forms (settingAreas.ts).
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
