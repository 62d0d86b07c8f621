import type { Db } from '../db/database.js';
import { readSeedJson, readSeedText } from '../db/seedFile.js';
import { languages } from '../i18n/index.js';

export interface ArticleSeed {
  id: number;
  slug: string;
  route: string | null;
  title: Record<string, string>;
  backgroundColor: string;
  fontColor: string;
  padding: string;
}

interface BannerSeed {
  id: number;
  image: string;
  mobileImage: string;
  link: string | null;
  type: number;
  gameId: number | null;
  enabled: number;
  sortIndex: number;
  texts: Record<string, { title: string; text: string }>;
}

/** Every article is written in each language the app offers (issue 32: Portuguese read English). */
export const articleLangs = languages;

/**
 * Each seeded article's title and body in every one of `articleLangs`, read through `read` (a seed file
 * name to its text). A language without its title or body file fails loudly, naming what is missing:
 * a first start never serves an article half translated.
 */
export function articleTexts(
  articles: readonly ArticleSeed[],
  read: (name: string) => string = readSeedText,
) {
  return articles.flatMap((article) =>
    articleLangs.map((lang) => {
      const file = `articles/${article.slug}.${lang}.html`;
      const title = article.title[lang];
      if (!title) throw new Error(`articles.json: ${article.slug} has no ${lang} title`);
      let content: string;
      try {
        content = read(file);
      } catch (error) {
        throw new Error(`${file} is missing: every article is written in each of the app's languages`, {
          cause: error,
        });
      }
      if (!content.trim()) throw new Error(`${file} is empty`);
      return { article_id: article.id, lang, title, content };
    }),
  );
}

async function isEmpty(db: Db, table: 'article' | 'banner' | 'banner_translation'): Promise<boolean> {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** First start: every help and legal article in each of the app's languages, and the home banners with their words. */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'article')) {
      const articles = readSeedJson<ArticleSeed[]>('articles.json');
      await trx
        .insertInto('article')
        .values(
          articles.map((a) => ({
            id: a.id,
            slug: a.slug,
            route: a.route,
            background_color: a.backgroundColor,
            font_color: a.fontColor,
            padding: a.padding,
          })),
        )
        .execute();
      await trx.insertInto('article_translation').values(articleTexts(articles)).execute();
    }
    if (await isEmpty(trx, 'banner')) {
      const banners = readSeedJson<BannerSeed[]>('banners.json');
      await trx
        .insertInto('banner')
        .values(
          banners.map((b) => ({
            id: b.id,
            image: b.image,
            mobile_image: b.mobileImage,
            link: b.link,
            type: b.type,
            game_id: b.gameId,
            enabled: b.enabled,
            sort_index: b.sortIndex,
          })),
        )
        .execute();
    }
    // The banners' words arrived after the banners (migration 1051): a database that has banners but
    // no words gets the seeded words of the seeded banners it still has.
    if (await isEmpty(trx, 'banner_translation')) {
      const present = new Set((await trx.selectFrom('banner').select('id').execute()).map((row) => row.id));
      const rows = readSeedJson<BannerSeed[]>('banners.json')
        .filter((banner) => present.has(banner.id))
        .flatMap((banner) =>
          Object.entries(banner.texts).map(([lang, words]) => ({
            banner_id: banner.id,
            lang,
            title: words.title,
            text: words.text,
          })),
        );
      if (rows.length > 0) await trx.insertInto('banner_translation').values(rows).execute();
    }
  });
}
