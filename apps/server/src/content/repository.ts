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

export interface ContactMessageTable {
  id: Generated<number>;
  member_id: number | null;
  name: string;
  username: string;
  email: string;
  phone: string;
  query_type: string;
  message: string;
  ip: string;
  created_at: Generated<Date>;
  mailed_at: Date | null;
}

declare module '../db/schema.js' {
  interface Database {
    article: ArticleTable;
    article_translation: ArticleTranslationTable;
    banner: BannerTable;
    news: NewsTable;
    contact_message: ContactMessageTable;
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

export async function listBanners(db: Db, list: ListQuery) {
  const rows = await fetchAll(db.selectFrom('banner').selectAll(), list);
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    mobileImage: row.mobile_image,
    link: row.link,
    type: row.type,
    gameId: row.game_id,
    enabled: row.enabled,
    sortIndex: row.sort_index,
  }));
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

export async function insertNews(db: Db, memberId: number, message: string, type: number): Promise<number> {
  const row = await db
    .insertInto('news')
    .values({ member_id: memberId, message, type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContactMessage(
  db: Db,
  message: Omit<ContactMessageTable, 'id' | 'created_at' | 'mailed_at'>,
): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markContactMailed(db: Db, id: number): Promise<void> {
  await db.updateTable('contact_message').set({ mailed_at: new Date() }).where('id', '=', id).execute();
}
