import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '../admin/testing.js';
import { hashToken } from '../auth/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { placeBet } from '../vendorWallet/settle.js';
import { createLaunch, seedGames } from '../vendorWallet/testing.js';
import { takeTimeOut } from './breaks.js';
import { requestLimit } from './limits.js';
import { protectionReport } from './report.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  await seedGames(t.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("operator's report of exclusions and limit hits", () => {
  it('lists a bet refused over a stake limit and a time-out, with the player and the limit', async () => {
    const player = await fundedPlayer(t, '100.00');
    const launch = await createLaunch(t.db, player.memberId, 1);
    await requestLimit(t.db, player.memberId, 'stakeDay', '5');
    await expect(
      placeBet(t.db, {
        vendor: 'HOUSE',
        tokenHash: hashToken(launch),
        gameId: 1,
        currency: undefined,
        transactionId: `report-bet-${player.memberId}`,
        roundId: `report-round-${player.memberId}`,
        amount: '5.01',
      }),
    ).rejects.toMatchObject({ messageKey: 'protection.stakeLimit' });
    await takeTimeOut(t.db, player.memberId, '7d');

    const report = await protectionReport(
      t.db,
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 60_000),
    );
    const mine = report.rows.filter((row) => row[1] === String(player.memberId));
    const cell = (row: string[] | undefined, column: string) => row?.[report.columns.indexOf(column)];
    const hit = mine.find((row) => cell(row, 'event') === 'limitHit');
    expect(cell(hit, 'limitOrPeriod')).toBe('protection.stakeLimit');
    expect(cell(hit, 'amount')).toBe('5.01');
    const timeOut = mine.find((row) => cell(row, 'event') === 'timeOut');
    expect(cell(timeOut, 'limitOrPeriod')).toBe('7d');
    expect(cell(timeOut, 'until')).not.toBe('');
  });
});
