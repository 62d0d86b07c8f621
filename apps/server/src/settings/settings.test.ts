import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting, writeSetting } from '../db/siteSettings.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { liveChatAvailable } from './rules.js';
import { seedSettings } from './seed.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(url: string, form?: Record<string, string>, lang = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'x-fe-lang': lang, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const hhmm = (date: Date) => date.toISOString().slice(11, 16);

describe('seeding', () => {
  it('loads settings.json with values as text and arrays comma-separated', async () => {
    expect(await readSetting(t.db, 'siteName')).toBe('Casino 361');
    expect(await readSetting(t.db, 'captchaEnabled')).toBe('false');
    expect(await readSetting(t.db, 'restrictedCountries')).toBe('US,GB,FR,NL,AU,CW,IR,KP');
  });

  it('keeps a value the operator changed on the next start', async () => {
    await writeSetting(t.db, 'telegramLink', 'https://t.me/operator');
    await seedSettings(t.db);
    expect(await readSetting(t.db, 'telegramLink')).toBe('https://t.me/operator');
    expect((await call('/sys/sysSetting/contactUsSetting')).data.telegramLink).toBe('https://t.me/operator');
    await writeSetting(t.db, 'telegramLink', 'https://t.me/casino361_support');
  });
});

describe('contactUsSetting', () => {
  it('answers the five contact settings and nothing server-only', async () => {
    const answer = await call('/sys/sysSetting/contactUsSetting');
    expect(answer).toEqual({
      error: 0,
      message: '',
      data: {
        telegramLink: 'https://t.me/casino361_support',
        whatsAppNumber: '+59995550361',
        whatsAppQrCode: '/assets/contact/whatsapp-qr.svg',
        withdrawRulePageUrl: '/#/article?id=11',
        promotionPageUrl: '/#/article?id=15',
      },
    });
  });

  it('answers null for an emptied channel', async () => {
    await writeSetting(t.db, 'whatsAppNumber', '');
    expect((await call('/sys/sysSetting/contactUsSetting')).data.whatsAppNumber).toBeNull();
    await writeSetting(t.db, 'whatsAppNumber', '+59995550361');
  });
});

describe('checkContactUsSetting', () => {
  it('is false while no chat script is configured, whatever the hours', async () => {
    expect((await call('/sys/sysSetting/checkContactUsSetting')).data).toBe(false);
  });

  it('is true with a script inside the hours and false outside them', async () => {
    const now = Date.now();
    await writeSetting(t.db, 'liveChatScript', '<script src="https://chat.example/loader.js"></script>');
    await writeSetting(t.db, 'liveChatStartUtc', hhmm(new Date(now - 3_600_000)));
    await writeSetting(t.db, 'liveChatEndUtc', hhmm(new Date(now + 3_600_000)));
    expect((await call('/sys/sysSetting/checkContactUsSetting')).data).toBe(true);
    await writeSetting(t.db, 'liveChatStartUtc', hhmm(new Date(now + 3_600_000)));
    await writeSetting(t.db, 'liveChatEndUtc', hhmm(new Date(now + 7_200_000)));
    expect((await call('/sys/sysSetting/checkContactUsSetting')).data).toBe(false);
    await writeSetting(t.db, 'liveChatScript', '');
    await writeSetting(t.db, 'liveChatStartUtc', '08:00');
    await writeSetting(t.db, 'liveChatEndUtc', '23:59');
  });

  it('applies the hours in UTC, across midnight and all day', () => {
    const at = (time: string) => new Date(`2026-03-01T${time}:00Z`);
    const script = { liveChatScript: 'x' };
    const day = { ...script, liveChatStartUtc: '08:00', liveChatEndUtc: '23:59' };
    expect(liveChatAvailable(at('07:59'), day)).toBe(false);
    expect(liveChatAvailable(at('08:00'), day)).toBe(true);
    expect(liveChatAvailable(at('23:59'), day)).toBe(true);
    const night = { ...script, liveChatStartUtc: '22:00', liveChatEndUtc: '06:00' };
    expect(liveChatAvailable(at('23:30'), night)).toBe(true);
    expect(liveChatAvailable(at('05:00'), night)).toBe(true);
    expect(liveChatAvailable(at('12:00'), night)).toBe(false);
    expect(
      liveChatAvailable(at('03:00'), { ...script, liveChatStartUtc: '00:00', liveChatEndUtc: '00:00' }),
    ).toBe(true);
    expect(
      liveChatAvailable(at('12:00'), { ...script, liveChatStartUtc: 'noon', liveChatEndUtc: '23:00' }),
    ).toBe(false);
    expect(liveChatAvailable(at('12:00'), { ...day, liveChatScript: '  ' })).toBe(false);
  });
});

describe('acquire', () => {
  it('answers a whitelisted setting, null while it is empty', async () => {
    expect(await call('/sys/sysSetting/acquire', { name: 'fbAdsScript' })).toEqual({
      error: 0,
      message: '',
      data: null,
    });
    await writeSetting(t.db, 'fbAdsScript', '<script>pixel()</script>');
    expect((await call('/sys/sysSetting/acquire', { name: 'fbAdsScript' })).data).toBe(
      '<script>pixel()</script>',
    );
    await writeSetting(t.db, 'fbAdsScript', '');
  });

  it('names the missing name, then refuses a name outside the whitelist', async () => {
    expect(await call('/sys/sysSetting/acquire', {})).toMatchObject({
      error: 1,
      message: 'name required',
      data: null,
    });
    const secret = await call('/sys/sysSetting/acquire', { name: 'restrictedCountries' }, 'es');
    expect(secret.error).toBe(1);
    expect(secret.data).toBeNull();
    expect(JSON.stringify(secret)).not.toContain('US,GB');
  });
});

describe('generated invalid payloads', () => {
  for (const operationId of ['acquireSetting', 'getContactUsSetting', 'checkContactUsSetting']) {
    it(`${operationId} refuses every one without writing`, async () => {
      await expectRefusesAll(t.app, t.db, invalidRequests(operationId));
    });
  }
});
