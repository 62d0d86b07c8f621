import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { adminCall, operatorWithSession, type TestOperator } from './testing.js';

let t: TestApp;
let content: TestOperator;
let administrator: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  content = await operatorWithSession(t, 'content');
  administrator = await operatorWithSession(t, 'administrator');
  support = await operatorWithSession(t, 'support');
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A player's call, in the language the app sends (X-FE-LANG). */
async function playerCall<T>(path: string, body: unknown, lang: string, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'x-fe-lang': lang,
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { error: number; data: T };
}

async function lastAudit(action: string) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

type Banner = {
  id: number;
  image: string;
  mobileImage: string;
  link: string | null;
  enabled: number;
  sortIndex: number;
  texts: { lang: string; title: string; text: string }[];
};

const homeBanners = (lang: string) =>
  playerCall<{ id: number; title: string | null; text: string | null; link: string | null }[]>(
    '/base/banner/listAll',
    { enabled: 1, sortIndex_0: 'ASC' },
    lang,
  );

describe('banners', () => {
  it('show players the Spanish words a content operator saved, and the audit keeps before and after', async () => {
    const list = await adminCall(t, '/admin/banners/list', undefined, content.token);
    const banner: Banner = list.data.find((row: Banner) => row.id === 3);
    const artwork = await adminCall(t, '/admin/artwork/list', undefined, content.token);
    expect(artwork.data).toContain('/assets/banners/vip-club-desktop.svg');
    const texts = banner.texts.map((text) =>
      text.lang === 'es'
        ? { lang: 'es', title: 'Reembolso de los lunes', text: 'Cada lunes, un 10 %.' }
        : text,
    );
    const saved = await adminCall(
      t,
      '/admin/banners/save',
      {
        ...banner,
        image: '/assets/banners/vip-club-desktop.svg',
        link: '/#/article?id=15',
        sortIndex: 5,
        texts,
      },
      content.token,
    );
    expect(saved.error, saved.message).toBe(0);

    const spanish = await homeBanners('es');
    expect(spanish.data[0]).toMatchObject({
      id: 3,
      title: 'Reembolso de los lunes',
      text: 'Cada lunes, un 10 %.',
      link: '/#/article?id=15',
    });
    const english = await homeBanners('en');
    expect(english.data[0]!.title).toBe(banner.texts.find((text) => text.lang === 'en')!.title);

    const row = await lastAudit('adminBannerSave');
    expect(row).toMatchObject({
      operator_id: content.id,
      target_type: 'banner',
      target_id: '3',
      outcome: 'done',
    });
    expect(JSON.stringify(row.before)).toContain(banner.texts.find((text) => text.lang === 'es')!.title);
    expect(JSON.stringify(row.after)).toContain('Reembolso de los lunes');
  });

  it('leave the home page when disabled', async () => {
    const list = await adminCall(t, '/admin/banners/list', undefined, administrator.token);
    const banner: Banner = list.data.find((row: Banner) => row.id === 4);
    expect(
      (await adminCall(t, '/admin/banners/save', { ...banner, enabled: 0 }, administrator.token)).error,
    ).toBe(0);
    expect((await homeBanners('en')).data.map((row) => row.id)).not.toContain(4);
  });

  it('refuse artwork that is not ours, a link elsewhere and a language twice, in the envelope', async () => {
    const list = await adminCall(t, '/admin/banners/list', undefined, content.token);
    const banner: Banner = list.data.find((row: Banner) => row.id === 1);
    const words = { lang: 'es', title: 'Hola', text: '' };
    for (const [change, field] of [
      [{ image: '/assets/../restricted.html' }, 'image'],
      [{ mobileImage: 'https://elsewhere.example/a.png' }, 'mobileImage'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ texts: [words, words] }, 'texts'],
      [{ texts: [{ lang: 'es', title: '   ', text: '' }] }, 'texts'],
    ] as const) {
      const refused = await adminCall(t, '/admin/banners/save', { ...banner, ...change }, content.token);
      expect(refused.error, field).toBe(1);
      expect(refused.message).not.toBe('');
    }
    const shape = await adminCall(t, '/admin/banners/save', { ...banner, sortIndex: 'first' }, content.token);
    expect(shape.error).not.toBe(0);
    const missing = await adminCall(t, '/admin/banners/save', { ...banner, id: 999 }, content.token);
    expect(missing.error).toBe(3);
  });

  it('are refused to a support operator, and the refusal is audited', async () => {
    const list = await adminCall(t, '/admin/banners/list', undefined, content.token);
    const refused = await adminCall(t, '/admin/banners/save', list.data[0], support.token);
    expect(refused.error).toBe(5);
    expect((await adminCall(t, '/admin/banners/list', undefined, support.token)).error).toBe(5);
    expect(await lastAudit('adminBannerSave')).toMatchObject({ operator_id: support.id, outcome: 'refused' });
  });
});

type Game = { id: number; name: string; category: string; sortIndex: number | null };

const lobby = async () =>
  (
    await playerCall<{ content: { id: number }[] }>(
      '/base/game/listPage',
      { enabled: 1, category_NEQ: 'Live Casino', totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 },
      'en',
    )
  ).data.content.map((game) => game.id);

describe('game order', () => {
  it('puts the operator’s positioned games first in the lobby, and takes them back out', async () => {
    const before = await lobby();
    const last = before.at(-1)!;
    const secondLast = before.at(-2)!;
    const first = await adminCall(t, '/admin/games/update', { id: last, sortIndex: 1 }, content.token);
    expect(first.data).toMatchObject({ id: last, sortIndex: 1 });
    await adminCall(t, '/admin/games/update', { id: secondLast, sortIndex: 2 }, content.token);
    expect((await lobby()).slice(0, 3)).toEqual([last, secondLast, before[0]]);

    const home = await playerCall<{ top: { data: { id: number }[] } }>('/sys/game/all', {}, 'en');
    expect(home.data.top.data.slice(0, 2).map((game) => game.id)).toEqual([last, secondLast]);

    const list = await adminCall(t, '/admin/games/list', undefined, content.token);
    expect(list.data.slice(0, 2).map((game: Game) => [game.id, game.sortIndex])).toEqual([
      [last, 1],
      [secondLast, 2],
    ]);
    const row = await lastAudit('adminGameUpdate');
    expect(row).toMatchObject({ target_type: 'game', target_id: String(secondLast) });
    expect(row.before).toMatchObject({ sortIndex: null });
    expect(row.after).toMatchObject({ sortIndex: 2 });

    await adminCall(t, '/admin/games/update', { id: last, sortIndex: null }, content.token);
    await adminCall(t, '/admin/games/update', { id: secondLast, sortIndex: null }, content.token);
    expect(await lobby()).toEqual(before);
  });

  it('refuses a position below 1 in the envelope, and a support operator', async () => {
    const zero = await adminCall(t, '/admin/games/update', { id: 1, sortIndex: 0 }, content.token);
    expect(zero.error).not.toBe(0);
    expect(zero.message).not.toBe('');
    expect((await adminCall(t, '/admin/games/update', { id: 1, sortIndex: 3 }, support.token)).error).toBe(5);
  });
});

type Popup = { id: number; action: string; audience: string; enabled: number; title: string };

const running = async (token?: string) =>
  (await playerCall<Popup[]>('/base/promotionPopup/listAll', {}, 'es', token)).data;

describe('promotion pop-ups', () => {
  const launch = {
    action: 'LAUNCH_GAME',
    gameId: 4,
    image: '/assets/banners/aztec-gold-mobile.svg',
    audience: 'all',
    enabled: 1,
    sortIndex: 1,
    startsAt: null,
    endsAt: null,
    texts: [
      { lang: 'es', title: 'Gira el dragón', text: 'Prueba el juego de la semana.' },
      { lang: 'en', title: 'Spin the dragon', text: 'Try the game of the week.' },
    ],
  };

  it('are created, changed and disabled by a content operator, and players follow', async () => {
    const created = await adminCall(t, '/admin/promotions/save', launch, content.token);
    expect(created.error, created.message).toBe(0);
    const id = created.data.id as number;
    expect((await running())[0]).toMatchObject({ id, title: 'Gira el dragón', action: 'LAUNCH_GAME' });

    const changed = await adminCall(
      t,
      '/admin/promotions/save',
      { ...launch, id, texts: [{ lang: 'en', title: 'Spin the dragon', text: 'Now.' }] },
      content.token,
    );
    expect(changed.data.texts).toEqual([{ lang: 'en', title: 'Spin the dragon', text: 'Now.' }]);
    // Spanish was removed: a Spanish player reads the English words.
    expect((await running())[0]).toMatchObject({ id, title: 'Spin the dragon' });

    const off = await adminCall(t, '/admin/promotions/setEnabled', { id, enabled: 0 }, content.token);
    expect(off.data).toEqual({ id, enabled: 0 });
    expect((await running()).map((popup) => popup.id)).not.toContain(id);
    const listed = await adminCall(t, '/admin/promotions/list', undefined, content.token);
    expect(listed.data.find((popup: Popup) => popup.id === id)).toMatchObject({ enabled: 0 });

    const row = await lastAudit('adminPromotionSetEnabled');
    expect(row).toMatchObject({ target_type: 'promotionPopup', target_id: String(id) });
    expect(row.before).toMatchObject({ enabled: 1 });
    expect(row.after).toMatchObject({ enabled: 0 });
    expect((await lastAudit('adminPromotionSave')).before).toMatchObject({
      id,
      texts: expect.arrayContaining(launch.texts),
    });
  });

  it('stop at their end time', async () => {
    const ended = await adminCall(
      t,
      '/admin/promotions/save',
      { ...launch, startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' },
      content.token,
    );
    expect(ended.error).toBe(0);
    expect((await running()).map((popup) => popup.id)).not.toContain(ended.data.id);
  });

  it('refuse an action its audience cannot take, a missing game and no words, in the envelope', async () => {
    for (const [change, field] of [
      [{ action: 'REGISTER', gameId: null, audience: 'member' }, 'audience'],
      [{ action: 'DEPOSIT', gameId: null, audience: 'all' }, 'audience'],
      [{ gameId: 999_999 }, 'gameId'],
      [{ gameId: null }, 'gameId'],
      [{ texts: [] }, 'texts'],
      [{ image: '/assets/games/aztec-gold.svg' }, 'image'],
      [{ startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'endsAt'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
    ] as const) {
      const refused = await adminCall(t, '/admin/promotions/save', { ...launch, ...change }, content.token);
      expect(refused.error, field).toBe(1);
      expect(refused.message).not.toBe('');
    }
    const missing = await adminCall(
      t,
      '/admin/promotions/setEnabled',
      { id: 999_999, enabled: 0 },
      content.token,
    );
    expect(missing.error).toBe(3);
  });

  it('are refused to a support operator', async () => {
    expect((await adminCall(t, '/admin/promotions/save', launch, support.token)).error).toBe(5);
    expect(
      (await adminCall(t, '/admin/promotions/setEnabled', { id: 1, enabled: 0 }, support.token)).error,
    ).toBe(5);
    expect((await running()).map((popup) => popup.id)).toContain(1);
  });
});

describe('the methods screen', () => {
  type Method = { kind: string; code: string; name: string };
  const listed = async (lang: string) => {
    const answer = await playerCall<Method[]>('/admin/methods/list', {}, lang, content.token);
    return Object.fromEntries(answer.data.map((method) => [`${method.kind}:${method.code}`, method.name]));
  };

  it('names the seeded methods in the operator language, as the app names them (issue 32 §14, §19)', async () => {
    expect(await listed('es')).toMatchObject({
      'deposit:CASH': 'Transferencia QR',
      'deposit:STRIPE': 'Pago con tarjeta',
      'deposit:PAYPAL_POLL': 'PayPal',
      'cashout:BANK_CARD': 'Transferencia bancaria',
    });
    expect(await listed('pt')).toMatchObject({ 'cashout:BANK_CARD': 'Transferência bancária' });
    expect(await listed('en')).toMatchObject({ 'deposit:CASH': 'QR transfer' });
  });
});
