import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '../admin/testing.js';
import { openOrder } from '../deposits/flows.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { takeTimeOut } from './breaks.js';
import { requestLimit } from './limits.js';
import { protectionReport } from './report.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("operator's report of exclusions and limit hits", () => {
  it('lists a deposit refused over the limit and a time-out, with the player and the limit', async () => {
    const player = await fundedPlayer(t, '100.00');
    await requestLimit(t.db, player.memberId, 'depositDay', '100');
    await expect(
      openOrder(
        { db: t.db, log: t.app.log, providers: t.app.deposits.providers, publicUrl: '' },
        player.memberId,
        'CASH',
        'cash',
        '150',
      ),
    ).rejects.toMatchObject({ messageKey: 'deposit.limitDay' });
    await takeTimeOut(t.db, player.memberId, '7d');

    const report = await protectionReport(
      t.db,
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 60_000),
    );
    const mine = report.rows.filter((row) => row[1] === String(player.memberId));
    const cell = (row: string[] | undefined, column: string) => row?.[report.columns.indexOf(column)];
    const hit = mine.find((row) => cell(row, 'event') === 'limitHit');
    expect(cell(hit, 'limitOrPeriod')).toBe('deposit.limitDay');
    expect(cell(hit, 'amount')).toBe('150.00');
    expect(cell(hit, 'left')).toBe('100.00');
    const timeOut = mine.find((row) => cell(row, 'event') === 'timeOut');
    expect(cell(timeOut, 'limitOrPeriod')).toBe('7d');
    expect(cell(timeOut, 'until')).not.toBe('');
  });
});
