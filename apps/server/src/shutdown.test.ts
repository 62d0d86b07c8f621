import { afterAll, describe, expect, it } from 'vitest';
import { toCents } from './shared/money.js';
import {
  type ProcessDatabase,
  processDatabase,
  type ServerProcess,
  startServer,
} from './test/serverProcess.js';
import { keepCalling, signedBet } from './test/walletLoad.js';
import { createLaunch, createMember, seedGames } from './vendorWallet/testing.js';

const secret = `request-${'s'.repeat(40)}`;
let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
// A failed run must not leave its server behind, busy on the machine's two cores for the suites after it.
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await database?.destroy();
});

describe('a SIGTERM under load (issue 31)', () => {
  it('answers every call it accepted, books exactly the bets it answered OK, and exits 0 within the bound', async () => {
    database = await processDatabase();
    const { memberId, sessionToken } = await database.use(async (db) => {
      await seedGames(db);
      const member = await createMember(db, { cash: '1000.00' });
      return { memberId: member.id, sessionToken: await createLaunch(db, member.id, 3) };
    });
    const running = await startServer({
      ...database.env,
      HOUSE_VENDOR_REQUEST_SECRET: secret,
      SHUTDOWN_SECONDS: '20',
    });
    server = running;
    let exited = false;
    void running.exited.then(() => {
      exited = true;
    });
    let answeredOk = 0;
    let signalledAt = 0;
    let refusedBeforeSignal: string | undefined;
    const outcomes = await keepCalling(
      16,
      async (index) => {
        const outcome = await signedBet(running.url, secret, {
          sessionToken,
          gameId: 3,
          transactionId: `load-${index}`,
          // Game 3's smallest stake: the signed launch carries its table limits.
          amount: '0.10',
        });
        if (outcome.code === 'OK') answeredOk += 1;
        else if (signalledAt === 0) refusedBeforeSignal = outcome.code ?? outcome.error ?? 'no code';
        if (answeredOk >= 60 && signalledAt === 0) {
          signalledAt = Date.now();
          running.child.kill('SIGTERM');
        }
        return outcome;
      },
      // Calls go on after the signal until the process is gone: those it no longer accepts are refused.
      // A refusal before the signal means the load itself is wrong: stop rather than call for ever.
      () => exited || (signalledAt === 0 && (answeredOk > 5000 || refusedBeforeSignal !== undefined)),
    );
    expect(refusedBeforeSignal).toBeUndefined();
    expect(signalledAt).toBeGreaterThan(0);
    expect(await running.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(20_000);
    expect(running.output()).not.toMatch(/"level":50/);

    // An answer is an OK, or the 503 of a connection that came in while closing: never a failure.
    const answered = outcomes.filter((outcome) => outcome.status !== undefined);
    expect(answered.every((outcome) => outcome.code === 'OK' || outcome.status === 503)).toBe(true);
    // Calls without an answer were never taken in: nothing was booked for any of them.
    const booked = await database.use((db) =>
      db
        .selectFrom('vendor_transaction')
        .select('transaction_id')
        .where('member_id', '=', memberId)
        .execute(),
    );
    const ok = outcomes.filter((outcome) => outcome.code === 'OK').map((outcome) => outcome.transactionId);
    expect(booked.map((row) => row.transaction_id).sort()).toEqual(ok.sort());
    const cash = await database.use((db) =>
      db.selectFrom('wallet').select('cash').where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    );
    expect(toCents(cash.cash)).toBe(100_000n - 10n * BigInt(ok.length));
  }, 240_000);
});
