import { type Kysely, sql } from 'kysely';
import { readSeedJson, readSeedText } from '../seedFile.js';

/**
 * Every article in each of the app's ten languages (issue 32): the seeds held Spanish and English only,
 * so a Portuguese player read the help and the legal texts in English. Seeds load only into empty
 * tables, so a database that already has its articles gets the seeded texts of the languages each
 * seeded article (found by slug) lacks. A text that is there, an operator's edit included, stays as it
 * is. Every file is read before anything is written: a missing one stops the migration whole.
 */
const langs = ['es', 'en', 'pt', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  const articles = readSeedJson<{ slug: string; title: Record<string, string> }[]>('articles.json');
  const texts = articles.flatMap((article) =>
    langs.map((lang) => {
      const title = article.title[lang];
      if (!title) throw new Error(`articles.json: ${article.slug} has no ${lang} title`);
      return {
        slug: article.slug,
        lang,
        title,
        content: readSeedText(`articles/${article.slug}.${lang}.html`),
      };
    }),
  );
  for (const { slug, lang, title, content } of texts) {
    await sql`insert into article_translation (article_id, lang, title, content)
      select id, ${lang}, ${title}, ${content} from article where slug = ${slug}
      on conflict (article_id, lang) do nothing`.execute(db);
  }
}
