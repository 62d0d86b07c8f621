import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as addArticleLanguages } from '../db/migrations/2100_article_languages.js';
import { readSeedJson, readSeedText } from '../db/seedFile.js';
import { languages } from '../i18n/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { type ArticleSeed, articleLangs, articleTexts } from './seed.js';

/** The catalogue check of issue 32 for articles: each one in each of the app's ten languages. */
let t: TestApp;
const articles = readSeedJson<ArticleSeed[]>('articles.json');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function article(id: number, lang: string, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/base/article/get',
    headers: {
      'x-fe-lang': lang,
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    payload: JSON.stringify({ id }),
  });
  return response.json().data as { title: string; content: string };
}

describe('articles in every language', () => {
  it('seed every article with a title and a body in each of the ten languages', async () => {
    expect([...articleLangs].sort()).toEqual([...languages].sort());
    const texts = articleTexts(articles);
    expect(texts).toHaveLength(articles.length * 10);
    for (const text of texts) {
      expect(text.title.trim(), `${text.article_id} ${text.lang}`).not.toBe('');
      expect((text.content.match(/<h2>/g) ?? []).length, `${text.article_id} ${text.lang}`).toBe(1);
    }
    // No language is a copy of another: each body is written in its own language.
    for (const { slug } of articles) {
      const bodies = languages.map((lang) => readSeedText(`articles/${slug}.${lang}.html`));
      expect(new Set(bodies).size, slug).toBe(languages.length);
    }
    const stored = await t.db.selectFrom('article_translation').select(['article_id', 'lang']).execute();
    expect(stored).toHaveLength(articles.length * 10);
  });

  it('refuse to seed when a language has no body file or no title', () => {
    const read = (name: string) => {
      if (name === 'articles/terms.fi.html') throw new Error('ENOENT');
      return readSeedText(name);
    };
    expect(() => articleTexts(articles, read)).toThrow('articles/terms.fi.html is missing');
    const untitled = articles.map((a) =>
      a.slug === 'help' ? { ...a, title: { es: 'Ayuda', en: 'Help' } } : a,
    );
    expect(() => articleTexts(untitled)).toThrow('help has no pt title');
  });

  it('answer a Portuguese visitor and member in Portuguese', async () => {
    const seeded = articles.find((a) => a.id === 13)!;
    const visitor = await article(13, 'pt-BR');
    expect(visitor.title).toBe(seeded.title.pt);
    expect(visitor.content).toContain('<h2>Termos e condições</h2>');
    const { token } = await memberWithSession(t.db);
    expect(await article(13, 'pt', token)).toEqual(visitor);
    expect((await article(13, 'en')).content).not.toBe(visitor.content);
    for (const id of [1, 6, 7, 11, 14, 15]) {
      const pt = await article(id, 'pt');
      // The seeded Portuguese body, its {{placeholders}} filled from the settings.
      const pieces = readSeedText(`articles/${articles[id - 1]!.slug}.pt.html`).split(/\{\{\w+\}\}/);
      let from = 0;
      for (const piece of pieces) {
        const at = pt.content.indexOf(piece, from);
        expect(at, `article ${id}`).toBeGreaterThanOrEqual(from);
        from = at + piece.length;
      }
      expect(pt.content).not.toBe((await article(id, 'en')).content);
    }
  });

  it('give an existing database the languages its articles lack, never over an edited text', async () => {
    await t.db.deleteFrom('article_translation').where('lang', 'not in', ['es', 'en']).execute();
    await t.db
      .updateTable('article_translation')
      .set({ content: '<h2>Edited</h2>' })
      .where('article_id', '=', 7)
      .where('lang', '=', 'en')
      .execute();
    await addArticleLanguages(t.db);
    const rows = await t.db.selectFrom('article_translation').select(['article_id', 'lang']).execute();
    expect(rows).toHaveLength(articles.length * 10);
    const pt = await t.db
      .selectFrom('article_translation')
      .select(['title', 'content'])
      .where('article_id', '=', 7)
      .where('lang', '=', 'pt')
      .executeTakeFirstOrThrow();
    expect(pt).toEqual({
      title: articles[6]!.title.pt,
      content: readSeedText('articles/privacyPolicy.pt.html'),
    });
    const edited = await t.db
      .selectFrom('article_translation')
      .select('content')
      .where('article_id', '=', 7)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(edited.content).toBe('<h2>Edited</h2>');
  });
});
