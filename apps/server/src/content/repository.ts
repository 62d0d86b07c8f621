import type { Generated } from 'kysely';
import type { Db } from '../db/database.js';
import { fetchAll, fetchPage, type ListQuery, type Page } from '../http/listQuery.js';

export interface ArticleTable {
  id: number;
  slug: string;
  route: string | null;
  background_color: string;
  font_color: string;
  padding: string;
  enabled: Generated<number>;
}

export interface ArticleTranslationTable {
  article_id: number;
  lang: string;
  title: string;
  /** HTML as stored; the app sanitizes on display. */
  content: string;
}

export interface BannerTable {
  id: number;
  image: string;
  mobile_image: string;
  link: string | null;
  type: number;
  game_id: number | null;
  enabled: number;
  sort_index: number;
}

export interface BannerTranslationTable {
  banner_id: number;
  lang: string;
  title: string;
  text: string;
}

export interface NewsTable {
  id: Generated<number>;
  member_id: number;
  message: string;
  /** 0 withdraw, 10 share (spec enumeration). */
  type: number;
  /** 0 unread, 10 read. */
  status: Generated<number>;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    article: ArticleTable;
    article_translation: ArticleTranslationTable;
    banner: BannerTable;
    banner_translation: BannerTranslationTable;
    news: NewsTable;
  }
}

export interface StoredArticle {
  id: number;
  backgroundColor: string;
  fontColor: string;
  padding: string;
  translations: Map<string, { title: string; content: string }>;
}

export async function findEnabledArticle(db: Db, id: number): Promise<StoredArticle | undefined> {
  const article = await db
    .selectFrom('article')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (article === undefined) return undefined;
  const translations = await db
    .selectFrom('article_translation')
    .select(['lang', 'title', 'content'])
    .where('article_id', '=', id)
    .execute();
  return {
    id: article.id,
    backgroundColor: article.background_color,
    fontColor: article.font_color,
    padding: article.padding,
    translations: new Map(translations.map((row) => [row.lang, { title: row.title, content: row.content }])),
  };
}

/**
 * The banners with their words in the first of `langs` each has (null when it has none of them).
 */
export async function listBanners(db: Db, list: ListQuery, langs: readonly string[]) {
  const rows = await fetchAll(db.selectFrom('banner').selectAll(), list);
  const words =
    rows.length === 0
      ? []
      : await db
          .selectFrom('banner_translation')
          .select(['banner_id', 'lang', 'title', 'text'])
          .where(
            'banner_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('lang', 'in', [...langs])
          .execute();
  const wordsOf = (id: number) =>
    langs
      .map((lang) => words.find((row) => row.banner_id === id && row.lang === lang))
      .find((row) => row !== undefined);
  return rows.map((row) => {
    const chosen = wordsOf(row.id);
    return {
      id: row.id,
      image: row.image,
      mobileImage: row.mobile_image,
      link: row.link,
      type: row.type,
      gameId: row.game_id,
      enabled: row.enabled,
      sortIndex: row.sort_index,
      title: chosen?.title ?? null,
      text: chosen?.text || null,
    };
  });
}

export interface News {
  id: number;
  message: string;
  type: number;
  status: number;
  createTime: string;
}

export async function listNews(db: Db, memberId: number, list: ListQuery): Promise<Page<News>> {
  return fetchPage(
    db
      .selectFrom('news')
      .select(['id', 'message', 'type', 'status', 'created_at'])
      .where('member_id', '=', memberId),
    list,
    (row) => ({
      id: row.id,
      message: row.message,
      type: row.type,
      status: row.status,
      createTime: row.created_at.toISOString(),
    }),
  );
}

export async function countUnreadNews(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select(db.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True when the item exists and belongs to the member (then it is read, however often asked). */
export async function markNewsRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set({ status: 10 })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The member's remembered language, the one their news is written in. Read from the member row here,
 * not through members: content sits below members, whose document reviews tell their news through it.
 */
export async function memberLanguage(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db.selectFrom('member').select('lang').where('id', '=', memberId).executeTakeFirst();
  return row?.lang;
}

export async function insertNews(db: Db, memberId: number, message: string, type: number): Promise<number> {
  const row = await db
    .insertInto('news')
    .values({ member_id: memberId, message, type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member's latest news (the back office's player view). */
export async function latestNewsOf(db: Db, memberId: number, limit: number) {
  const rows = await db
    .selectFrom('news')
    .select(['id', 'message', 'type', 'status', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    type: row.type,
    status: row.status,
    createTime: row.created_at.toISOString(),
  }));
}

/** Every article with its texts per language (the back office's editor). */
export async function allArticles(db: Db) {
  const [articles, texts] = await Promise.all([
    db.selectFrom('article').selectAll().orderBy('id').execute(),
    db.selectFrom('article_translation').selectAll().orderBy('article_id').orderBy('lang').execute(),
  ]);
  return articles.map((article) => ({
    id: article.id,
    slug: article.slug,
    enabled: article.enabled,
    translations: texts
      .filter((text) => text.article_id === article.id)
      .map((text) => ({ lang: text.lang, title: text.title, content: text.content })),
  }));
}

/** Writes one language's title and (already sanitized) HTML of an article; answers before and after. */
export async function saveArticleText(
  db: Db,
  articleId: number,
  lang: string,
  title: string,
  content: string,
) {
  const article = await db
    .selectFrom('article')
    .select('id')
    .where('id', '=', articleId)
    .forUpdate()
    .executeTakeFirst();
  if (article === undefined) return undefined;
  const before = await db
    .selectFrom('article_translation')
    .select(['title', 'content'])
    .where('article_id', '=', articleId)
    .where('lang', '=', lang)
    .executeTakeFirst();
  await db
    .insertInto('article_translation')
    .values({ article_id: articleId, lang, title, content })
    .onConflict((conflict) => conflict.columns(['article_id', 'lang']).doUpdateSet({ title, content }))
    .execute();
  return { before: before ?? null, after: { title, content } };
}

/** Every banner (or the one of `id`) with its words in every language it has: the back office's editor. */
export async function allBanners(db: Db, id?: number) {
  let banners = db.selectFrom('banner').selectAll();
  let texts = db.selectFrom('banner_translation').selectAll();
  if (id !== undefined) {
    banners = banners.where('id', '=', id);
    texts = texts.where('banner_id', '=', id);
  }
  const [rows, words] = await Promise.all([
    banners.orderBy('sort_index').orderBy('id').execute(),
    texts.orderBy('banner_id').orderBy('lang').execute(),
  ]);
  return rows.map((banner) => ({
    id: banner.id,
    image: banner.image,
    mobileImage: banner.mobile_image,
    link: banner.link,
    enabled: banner.enabled,
    sortIndex: banner.sort_index,
    texts: words
      .filter((word) => word.banner_id === banner.id)
      .map((word) => ({ lang: word.lang, title: word.title, text: word.text })),
  }));
}

export type EditorBanner = Awaited<ReturnType<typeof allBanners>>[number];
export type BannerText = EditorBanner['texts'][number];

/**
 * Replaces a banner's artwork, link, order, enabled flag and words (the languages given are the
 * languages it has afterwards); answers before and after, or undefined when there is no such banner.
 */
export async function saveBanner(
  db: Db,
  banner: Omit<EditorBanner, 'texts'>,
  texts: readonly BannerText[],
): Promise<{ before: EditorBanner; after: EditorBanner } | undefined> {
  const locked = await db
    .selectFrom('banner')
    .select('id')
    .where('id', '=', banner.id)
    .forUpdate()
    .executeTakeFirst();
  if (locked === undefined) return undefined;
  const [before] = await allBanners(db, banner.id);
  await db
    .updateTable('banner')
    .set({
      image: banner.image,
      mobile_image: banner.mobileImage,
      link: banner.link,
      enabled: banner.enabled,
      sort_index: banner.sortIndex,
    })
    .where('id', '=', banner.id)
    .execute();
  await db.deleteFrom('banner_translation').where('banner_id', '=', banner.id).execute();
  if (texts.length > 0) {
    await db
      .insertInto('banner_translation')
      .values(texts.map((text) => ({ banner_id: banner.id, ...text })))
      .execute();
  }
  const [after] = await allBanners(db, banner.id);
  return { before: before!, after: after! };
}
