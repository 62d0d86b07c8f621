import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/freePort.js';
import { capturedLogs } from '../test/logLines.js';
import { createMember, createMemberSession } from '../vendorWallet/testing.js';

let t: TestApp;
let base: string;
const { logStream, lines: logLines } = capturedLogs<{
  reqId?: string;
  msg?: string;
  req?: { url?: string };
}>();

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The in-process vendor calls this app's wallet API over real HTTP, as a third party would.
  t = await createTestApp(
    { publicUrl: base, houseVendorWalletUrl: `${base}/api/vendor/wallet`, logLevel: 'info' },
    { logStream },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => t.close());

async function openSlot(token: string): Promise<string> {
  const game = await t.db
    .selectFrom('game')
    .select('id')
    .where('game_code', 'like', 'slot:%')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const launch = await fetch(`${base}/api/sys/game/getLaunchUrl`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fe-lang': 'en', authorization: token },
    body: `id=${game.id}&channel=pc`,
  });
  const page = await fetch(((await launch.json()) as { data: string }).data);
  const session = /<meta name="house-session" content="([^"]+)">/.exec(await page.text())?.[1];
  expect(session).toBeDefined();
  return session!;
}

describe('the house vendor carries the request id to the wallet', () => {
  it("a spin's wallet bet is logged with the spin's request id", async () => {
    const member = await createMember(t.db, { cash: '100.00' });
    const session = await openSlot(await createMemberSession(t.db, member.id));
    const spin = await fetch(`${base}/vendor/house/api/slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-house-session': session, 'x-request-id': 'spin-42' },
      body: JSON.stringify({ bet: '1.00' }),
    });
    expect(((await spin.json()) as { error: number }).error).toBe(0);
    expect(spin.headers.get('x-request-id')).toBe('spin-42');
    const walletCalls = logLines.filter(
      (line) => line.msg === 'incoming request' && line.req?.url?.startsWith('/api/vendor/wallet/'),
    );
    expect(walletCalls.map((line) => [line.req?.url, line.reqId])).toContainEqual([
      '/api/vendor/wallet/bet',
      'spin-42',
    ]);
  });
});
