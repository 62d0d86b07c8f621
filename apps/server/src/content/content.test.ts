import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config.js';
import { readSeedJson } from '../db/seedFile.js';
import { writeSetting } from '../db/siteSettings.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { memberWithSession } from '../test/sessionFor.js';
import { NewsType, postNews } from './index.js';
import { seedContent } from './seed.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://www.casino361.test' });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each caller its own address, so a route's rate limit only meets the test that wants it. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

async function call(
  url: string,
  payload: Record<string, unknown> = {},
  options: { json?: boolean; lang?: string; token?: string; remoteAddress?: string } = {},
) {
  const headers: Record<string, string> = { 'x-fe-lang': options.lang ?? 'en' };
  if (options.token) headers.authorization = options.token;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: {
      ...headers,
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: options.json
      ? JSON.stringify(payload)
      : new URLSearchParams(
          Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json();
}

describe('seed files', () => {
  it('hold the nine invariants of scripts/seeds/check.mjs', () => {
    const run = spawnSync(process.execPath, [path.join(serverRoot, 'scripts/seeds/check.mjs')], {
      encoding: 'utf8',
    });
    expect(run.stderr + run.stdout).toContain('all invariants hold');
    expect(run.status).toBe(0);
  });

  it('are loaded whole: every article in the ten languages, every banner', async () => {
    const articles = readSeedJson<{ id: number }[]>('articles.json');
    const translations = await t.db
      .selectFrom('article_translation')
      .select(['article_id', 'lang'])
      .execute();
    expect(translations).toHaveLength(articles.length * 10);
    const banners = await t.db.selectFrom('banner').select('id').execute();
    expect(banners).toHaveLength(readSeedJson<unknown[]>('banners.json').length);
  });

  it('give every banner its words in each of the ten languages', async () => {
    const banners = readSeedJson<{ id: number; texts: Record<string, { title: string }> }[]>('banners.json');
    for (const banner of banners) {
      expect(Object.keys(banner.texts).sort()).toEqual(
        ['de', 'en', 'es', 'fi', 'fil', 'fr', 'it', 'ja', 'pt', 'tr'].sort(),
      );
    }
    const rows = await t.db.selectFrom('banner_translation').select('banner_id').execute();
    expect(rows).toHaveLength(banners.length * 10);
  });

  it('give an existing database without banner words the words of the banners it kept', async () => {
    await t.db.deleteFrom('banner_translation').execute();
    await t.db.updateTable('banner').set({ enabled: 0 }).where('id', '=', 2).execute();
    await seedContent(t.db);
    const rows = await t.db.selectFrom('banner_translation').select(['banner_id', 'lang']).execute();
    expect(rows).toHaveLength(50);
    // Words the operator has since changed are not loaded again.
    await t.db
      .updateTable('banner_translation')
      .set({ title: 'Edited' })
      .where('banner_id', '=', 1)
      .execute();
    await seedContent(t.db);
    const edited = await t.db
      .selectFrom('banner_translation')
      .select('title')
      .where('banner_id', '=', 1)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(edited.title).toBe('Edited');
    await t.db.deleteFrom('banner_translation').execute();
    await t.db.updateTable('banner').set({ enabled: 1 }).where('id', '=', 2).execute();
    await seedContent(t.db);
  });

  it('are not loaded again over an operator’s edits', async () => {
    await t.db.updateTable('banner').set({ enabled: 0 }).where('id', '=', 5).execute();
    await seedContent(t.db);
    const banner = await t.db
      .selectFrom('banner')
      .select('enabled')
      .where('id', '=', 5)
      .executeTakeFirstOrThrow();
    expect(banner.enabled).toBe(0);
    await t.db.updateTable('banner').set({ enabled: 1 }).where('id', '=', 5).execute();
  });
});

describe('articles', () => {
  it('answer the body in the caller’s language with the settings filled in', async () => {
    const es = await call('/base/article/get', { id: 14 }, { lang: 'es' });
    expect(es.error).toBe(0);
    expect(es.data).toMatchObject({
      id: 14,
      backgroundColor: '#ffffff',
      fontColor: '#1f1d2b',
      padding: '16px 20px',
    });
    expect(es.data.content).toContain('<h2>');
    expect(es.data.content).toContain('Curacao');
    expect(es.data.content).not.toContain('{{');
    const en = await call('/base/article/get', { id: 14 }, { lang: 'en' });
    expect(en.data.content).not.toBe(es.data.content);
    expect(en.data.title).not.toBe(es.data.title);
  });

  it('fall back to English for a language an article lacks and to Spanish without a header', async () => {
    const en = await call('/base/article/get', { id: 7 }, { lang: 'en' });
    expect((await call('/base/article/get', { id: 7 }, { lang: 'ko' })).data.content).toBe(en.data.content);
    const fil = await t.db
      .selectFrom('article_translation')
      .selectAll()
      .where('article_id', '=', 7)
      .where('lang', '=', 'fil')
      .executeTakeFirstOrThrow();
    expect((await call('/base/article/get', { id: 7 }, { lang: 'fil' })).data.content).not.toBe(
      en.data.content,
    );
    await t.db
      .deleteFrom('article_translation')
      .where('article_id', '=', 7)
      .where('lang', '=', 'fil')
      .execute();
    expect((await call('/base/article/get', { id: 7 }, { lang: 'fil' })).data.content).toBe(en.data.content);
    await t.db.insertInto('article_translation').values(fil).execute();
    const response = await t.app.inject({ method: 'POST', url: '/api/base/article/get', payload: { id: 7 } });
    expect(response.json().data.content).toBe(
      (await call('/base/article/get', { id: 7 }, { lang: 'es' })).data.content,
    );
  });

  it('follow the governing-law setting everywhere it is named', async () => {
    await writeSetting(t.db, 'governingLaw', 'Cyprus');
    const agreement = await call('/base/article/get', { id: 14 });
    expect(agreement.data.content).toContain('Cyprus');
    await writeSetting(t.db, 'governingLaw', 'Curacao');
  });

  it('keep the stored HTML as it is', async () => {
    const stored = await t.db
      .selectFrom('article_translation')
      .select('content')
      .where('article_id', '=', 16)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    const answer = await call('/base/article/get', { id: 16 });
    expect(answer.data.content).toBe(stored.content);
    expect(answer.data.content).toContain('<details');
  });

  it('answer 3 for an unknown or disabled article and name a missing id', async () => {
    expect(await call('/base/article/get', { id: 999 })).toMatchObject({ error: 3, data: null });
    await t.db.updateTable('article').set({ enabled: 0 }).where('id', '=', 15).execute();
    expect(await call('/base/article/get', { id: 15 })).toMatchObject({ error: 3 });
    await t.db.updateTable('article').set({ enabled: 1 }).where('id', '=', 15).execute();
    expect(await call('/base/article/get', {})).toMatchObject({ error: 1, message: 'id required' });
    expect(await call('/base/article/get', { id: 'seven' })).toMatchObject({
      error: 1,
      message: 'id is invalid',
    });
  });
});

describe('banners', () => {
  it('list enabled banners by sort index', async () => {
    await t.db.updateTable('banner').set({ enabled: 0 }).where('id', '=', 2).execute();
    const answer = await call('/base/banner/listAll', { enabled: 1, sortIndex_0: 'ASC' }, { json: true });
    expect(answer.data.map((banner: { id: number }) => banner.id)).toEqual([1, 3, 4, 5]);
    expect(answer.data[0]).toEqual({
      id: 1,
      image: '/assets/banners/welcome-bonus-desktop.svg',
      mobileImage: '/assets/banners/welcome-bonus-mobile.svg',
      link: '/#/article?id=15',
      type: 0,
      gameId: null,
      enabled: 1,
      sortIndex: 10,
      title: '100% up to 200',
      text: 'Welcome bonus on your first deposit · minimum 10 · 18+ · T&C apply',
    });
    const reversed = await call('/base/banner/listAll', { sortIndex_0: 'DESC' }, { json: true });
    expect(reversed.data.map((banner: { id: number }) => banner.id)).toEqual([5, 4, 3, 2, 1]);
    await t.db.updateTable('banner').set({ enabled: 1 }).where('id', '=', 2).execute();
  });

  it('carry their words in the caller’s language, else English, else Spanish, else none', async () => {
    const list = async (lang: string) =>
      (await call('/base/banner/listAll', { enabled: 1, sortIndex_0: 'ASC' }, { json: true, lang })).data[0];
    expect(await list('ja')).toMatchObject({ title: '最大200まで100%' });
    expect(await list('fil')).toMatchObject({ title: '100% hanggang 200' });
    await t.db.deleteFrom('banner_translation').where('banner_id', '=', 1).where('lang', '=', 'de').execute();
    expect(await list('de')).toMatchObject({ title: '100% up to 200' });
    await t.db.deleteFrom('banner_translation').where('banner_id', '=', 1).where('lang', '=', 'en').execute();
    expect(await list('de')).toMatchObject({ title: '100% hasta 200' });
    await t.db.deleteFrom('banner_translation').where('banner_id', '=', 1).execute();
    expect(await list('de')).toMatchObject({ id: 1, title: null, text: null });
    await t.db.deleteFrom('banner_translation').execute();
    await seedContent(t.db);
  });
});

describe('assets', () => {
  it('serves the seed images and the restricted-region notice', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/assets/banners/welcome-bonus-desktop.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    // A seed image keeps its name when replaced: revalidated, never cached as immutable.
    expect(svg.headers['cache-control']).toBe('no-cache');
    const notice = await t.app.inject({ method: 'GET', url: '/assets/restricted.html' });
    expect(notice.statusCode).toBe(200);
    expect(notice.headers['content-type']).toContain('text/html');
  });

  it('never serves files outside the assets folder', async () => {
    for (const url of ['/assets/../package.json', '/assets/%2e%2e/package.json', '/assets/..%2fsrc/app.ts']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('@casino/server');
    }
  });
});

describe('news', () => {
  it('lists only the session member’s news, newest first, whatever memberId says', async () => {
    const alice = await memberWithSession(t.db);
    const bob = await memberWithSession(t.db);
    for (let index = 1; index <= 3; index += 1)
      await postNews(t.db, alice.memberId, `alice ${index}`, NewsType.share);
    await postNews(t.db, bob.memberId, 'bob 1', NewsType.withdraw);
    const page = await call(
      '/base/news/listPage',
      { pageNum: 1, pageSize: 20, createTime_0: 'DESC', memberId_EQ: bob.memberId },
      { token: alice.token },
    );
    expect(page.error).toBe(0);
    expect(page.data).toMatchObject({ number: 0, size: 20, totalElements: 3, last: true });
    expect(page.data.content.map((item: { message: string }) => item.message)).toEqual([
      'alice 3',
      'alice 2',
      'alice 1',
    ]);
    expect(page.data.content[0]).toMatchObject({ type: 10, status: 0 });
    expect(new Date(page.data.content[0].createTime).toISOString()).toBe(page.data.content[0].createTime);
    const second = await call('/base/news/listPage', { pageNum: 2, pageSize: 2 }, { token: alice.token });
    expect(second.data).toMatchObject({ number: 1, size: 2, totalElements: 3, last: true });
    expect(second.data.content.map((item: { message: string }) => item.message)).toEqual(['alice 1']);
  });

  it('counts unread news and marks only the caller’s own item read', async () => {
    const carol = await memberWithSession(t.db);
    const dave = await memberWithSession(t.db);
    const first = await postNews(t.db, carol.memberId, 'cash-out paid', NewsType.withdraw);
    await postNews(t.db, carol.memberId, 'friend joined', NewsType.share);
    const daves = await postNews(t.db, dave.memberId, 'dave', NewsType.share);
    expect(
      (await call('/sys/news/getNewCount', { memberId: dave.memberId }, { token: carol.token })).data,
    ).toBe(2);
    expect(await call('/sys/news/setNewsStatus', { id: first }, { token: carol.token })).toEqual({
      error: 0,
      message: '',
      data: null,
    });
    expect(await call('/sys/news/setNewsStatus', { id: first }, { token: carol.token })).toMatchObject({
      error: 0,
    });
    expect((await call('/sys/news/getNewCount', {}, { token: carol.token })).data).toBe(1);
    expect(await call('/sys/news/setNewsStatus', { id: daves }, { token: carol.token })).toMatchObject({
      error: 3,
    });
    expect((await call('/sys/news/getNewCount', {}, { token: dave.token })).data).toBe(1);
    const unread = await call('/base/news/listPage', { status: 0 }, { token: carol.token });
    expect(unread.data.content.map((item: { message: string }) => item.message)).toEqual(['friend joined']);
  });

  it('names a missing or malformed id', async () => {
    const erin = await memberWithSession(t.db);
    expect(await call('/sys/news/setNewsStatus', {}, { token: erin.token })).toMatchObject({
      error: 1,
      message: 'id required',
    });
    expect(await call('/sys/news/setNewsStatus', { id: 'x' }, { token: erin.token })).toMatchObject({
      error: 1,
      message: 'id is invalid',
    });
  });

  it('asks for a session (-2) without one', async () => {
    for (const url of ['/base/news/listPage', '/sys/news/getNewCount', '/sys/news/setNewsStatus']) {
      expect(await call(url, { id: 1 })).toMatchObject({ error: -2, data: null });
      expect(await call(url, { id: 1 }, { token: 'not-a-session' })).toMatchObject({ error: -2 });
    }
  });
});

describe('generated invalid payloads', () => {
  let token = '';
  beforeAll(async () => {
    token = (await memberWithSession(t.db)).token;
  });
  for (const operationId of ['getArticle', 'listBanners', 'listNews', 'markNewsRead', 'getNewsCount']) {
    it(`${operationId} refuses every one without writing`, async () => {
      const requests = invalidRequests(operationId).map((request) => ({
        ...request,
        remoteAddress: nextAddress(),
      }));
      await expectRefusesAll(t.app, t.db, requests, { headers: { authorization: token } });
    });
  }

  it('news calls without a session refuse generated payloads too', async () => {
    await expectRefusesAll(
      t.app,
      t.db,
      fc.oneof(invalidRequests('listNews'), invalidRequests('markNewsRead'), invalidRequests('getNewsCount')),
    );
  });
});
