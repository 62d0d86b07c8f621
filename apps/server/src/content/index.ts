// The content domain's public surface; its operations (articles, banners, news) are in routes.ts.
import path from 'node:path';
import { serverRoot } from '../config.js';
import type { Db } from '../db/database.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { isLang, type Lang, type MessageKey, type MessageParams, t } from '../i18n/index.js';
import * as repository from './repository.js';
import { contentLanguages } from './rules.js';

/** Images and static pages the seed data points at (`/assets/...`). */
export const assetsDir = path.join(serverRoot, 'assets');

export const listSpecs = {
  banners: {
    filters: { enabled: { column: 'enabled', type: 'integer' } },
    sorts: { sortIndex: 'sort_index' },
    defaultOrder: [['sort_index', 'asc']],
    tieBreaker: 'id',
  },
  // memberId_EQ is not listed: the member is the session's, whatever the payload says.
  news: {
    filters: { status: { column: 'status', type: 'integer' } },
    sorts: { createTime: 'created_at' },
    defaultOrder: [['created_at', 'desc']],
    tieBreaker: 'id',
  },
} satisfies Record<string, ListSpec>;

/**
 * Home's banners as the app asks for them (enabled, by sortIndex), with their words in `lang`; the
 * player site writes them into its page.
 */
export const homeBanners = (db: Db, lang: Lang) =>
  repository.listBanners(
    db,
    parseListQuery({ enabled: 1, sortIndex_0: 'ASC' }, listSpecs.banners),
    contentLanguages(lang),
  );

/** The contract's news types: cash-outs, invitations and promotions, documents, deposits. */
export const NewsType = { withdraw: 0, share: 10, account: 20, deposit: 30 } as const;
export type NewsType = (typeof NewsType)[keyof typeof NewsType];

/** A message in a member's news; other domains call this. */
export async function postNews(db: Db, memberId: number, message: string, type: number): Promise<number> {
  return repository.insertNews(db, memberId, message, type);
}

/**
 * What a member must hear about (a cash-out moved on, a document decided, a deposit credited), as news
 * written in the language the member last used. Runs in the caller's transaction, so the news exists
 * exactly when the change it reports does.
 */
export async function notifyMember(
  db: Db,
  memberId: number,
  type: NewsType,
  key: MessageKey,
  params: MessageParams = {},
): Promise<number> {
  const stored = (await repository.memberLanguage(db, memberId)) ?? 'es';
  const lang = isLang(stored) ? stored : 'en';
  return repository.insertNews(db, memberId, t(lang, key, params), type);
}

export { allArticles, allBanners, latestNewsOf, saveArticleText, saveBanner } from './repository.js';
export { contentLanguages } from './rules.js';
