import { hostedSignature } from '@casino/payment-sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { expectNoCardDataAtRest, pixKeys, type SandboxCalls, sandboxSuite } from './sandboxSuite.js';

/* PIX through the sandbox PSP (the central bank Pix API). */

const suite = sandboxSuite();
const { logs, sent } = suite;
let t: TestApp;
let post: SandboxCalls['post'];
let press: SandboxCalls['press'];
let cash: SandboxCalls['cash'];
let ledger: SandboxCalls['ledger'];

beforeAll(() => {
  ({ t, post, press, cash, ledger } = suite.current());
});

describe('PIX through the sandbox PSP (the central bank Pix API)', () => {
  async function brlMember() {
    const m = await memberWithSession(t.db);
    await t.db.updateTable('member').set({ currency: 'BRL' }).where('id', '=', m.memberId).execute();
    return m;
  }

  it('a charge with its BR Code; Pay in the bank app: the PSP webhook credits once, polling agrees', async () => {
    const m = await brlMember();
    const created = await post('/sys/deposit/pix/depositOrder', m.token, {
      amount: 50,
      paymentMethod: 'PIX',
    });
    expect(created.error).toBe(0);
    // EMV "copia e cola": payload format 01, the Pix GUI, BRL (986), BR, and a CRC16 at the end.
    expect(created.data.brCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*5303986.*5802BR.*6304[0-9A-F]{4}$/);
    expect(created.data.payUrl).toMatch(/\/sandbox\/pix\/qr\/dep[0-9a-f]{24}$/);
    const page = await (await fetch(created.data.payUrl)).text();
    expect(page).toContain(created.data.brCode);
    expect(page).toMatch(/<img alt="Pix QR code"[^>]+src="data:image\/png;base64,/);
    const first = sent.length;
    await press(created.data.payUrl, 'Pay');
    const webhook = sent.slice(first).find((w) => w.url === '/api/payments/webhook/pix');
    expect(webhook?.body).toContain(created.data.payUrl.split('/').pop());
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(10);
    expect(await cash(m.memberId)).toBe('50.00');
    // The same notification again, and once more with a forged signature: nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/pix',
      headers: webhook?.headers ?? {},
      payload: webhook?.body ?? '',
    });
    expect(again.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/pix',
      headers: {
        'content-type': 'application/json',
        'x-pix-signature': hostedSignature('wrong', webhook?.body ?? ''),
      },
      payload: webhook?.body ?? '',
    });
    expect(forged.statusCode).toBe(400);
    expect(await ledger(m.memberId)).toHaveLength(1);
  });

  it('Decline (removed by the PSP) fails and Cancel (removed by the receiver) cancels, with no money', async () => {
    const m = await brlMember();
    for (const [button, status] of [
      ['Decline', 20],
      ['Cancel', 30],
    ] as const) {
      const created = await post('/sys/deposit/pix/depositOrder', m.token, { amount: 50 });
      await press(created.data.payUrl, button);
      expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(
        status,
      );
    }
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('an unpaid charge expires; a forged Pix for it credits nothing', async () => {
    const m = await brlMember();
    const created = await post('/sys/deposit/pix/depositOrder', m.token, { amount: 50 });
    const txid = String(created.data.payUrl).split('/').pop() ?? '';
    const body = JSON.stringify({
      pix: [
        {
          endToEndId: 'E00000000202611240000FORGED000',
          txid,
          valor: '50.00',
          horario: new Date().toISOString(),
        },
      ],
    });
    // Signed with the real secret but invented: the charge is re-read from the PSP and is still open.
    const invented = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/pix',
      headers: {
        'content-type': 'application/json',
        'x-pix-signature': hostedSignature(pixKeys.webhookSecret, body),
      },
      payload: body,
    });
    expect(invented.statusCode).toBe(200);
    expect((await post('/sys/deposit/pollingStatus', m.token, { id: created.data.depositId })).data).toBe(0);
    const provider = t.app.deposits.providers.pix;
    const order = await t.db
      .selectFrom('deposit_order')
      .selectAll()
      .where('id', '=', created.data.depositId)
      .executeTakeFirstOrThrow();
    const later = Date.now() + 61 * 60_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect(await provider?.read(order)).toMatchObject({ status: 'expired' });
    } finally {
      Date.now = realNow;
    }
    expect(await ledger(m.memberId)).toEqual([]);
  });

  it('refuses an account in another currency with a message saying why, before any charge', async () => {
    const m = await memberWithSession(t.db);
    const refusedPix = await post('/sys/deposit/pix/depositOrder', m.token, { amount: 50 });
    expect(refusedPix.error).toBe(2);
    expect(refusedPix.message).toBe('Pix deposits are available for accounts in Brazilian reais (BRL) only');
    expect((await post('/sys/deposit/pix/depositOrder', m.token, {})).message).toBe(
      'Please enter the amount',
    );
    const orders = await t.db
      .selectFrom('deposit_order')
      .select('id')
      .where('member_id', '=', m.memberId)
      .execute();
    expect(orders).toEqual([]);
  });
});

describe('no card data at rest', () => {
  it('after every flow above, neither the database nor the log holds a test card number or a CVV field', async () => {
    await expectNoCardDataAtRest(t.db, logs);
  });
});
