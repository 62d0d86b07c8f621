import { type APIRequestContext, expect } from '@playwright/test';
import { joinForm, uniqueName } from './helpers';

/**
 * A member scripted through the real API and the development routes (/dev/mailbox,
 * /dev/wallet/credit), for scenarios about screens that show what a member has done.
 */
export interface ScriptedMember {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  invitationCode: string;
}

const PASSWORD = 'Correct horse 42!';
let address = 0;

/**
 * Each scripted player calls from an address of their own (Cloudflare's header, trusted by the e2e
 * server), as separate people would; the per-address limit on sign-ups and logins is the server's.
 */
function from(ip: string) {
  return { 'CF-IPCountry': 'ES', 'CF-Connecting-IP': ip };
}

async function api(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string>,
) {
  const answer = await request.post(`/api${path}`, { headers, form });
  const body = await answer.json();
  expect(body, path).toMatchObject({ error: 0 });
  return body.data;
}

/** The token of the activation link the server mailed to `email` (development outbox). */
async function activationToken(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect(async () => {
    const html = await (await request.get('/dev/mailbox')).text();
    const mail = html.split('<article>').find((part) => part.includes(email));
    token = mail?.match(/activation\?token=([^"&<\s]+)/)?.[1];
    expect(token).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return decodeURIComponent(token!);
}

/** Registers (Spain, EUR), with an invitation code when given, and activates by the mailed link. */
export async function registerMember(
  request: APIRequestContext,
  invitorCode?: string,
): Promise<ScriptedMember> {
  address += 1;
  const headers = from(`198.51.100.${(process.pid % 200) + address}`);
  const username = uniqueName('ma_');
  const email = `${username}@example.com`;
  const user = await api(
    request,
    '/sys/auth/register',
    joinForm(username, PASSWORD, invitorCode ? { invitorCode } : {}),
    headers,
  );
  await api(request, '/sys/member/mail/activate', { token: await activationToken(request, email) }, headers);
  return {
    id: user.id,
    username,
    email,
    password: PASSWORD,
    token: user.token,
    invitationCode: user.invitationCode,
  };
}

/** Funds the account as a confirmed deposit would (a DEPOSIT ledger row). */
export async function credit(request: APIRequestContext, member: ScriptedMember, amount: string) {
  const funded = await request.post('/dev/wallet/credit', { data: { username: member.username, amount } });
  expect((await funded.json()).error).toBe(0);
}

/**
 * Plays `spins` rounds of the house slot (game 1, Fruit Fortune) at `bet`, through the game's own page
 * API as its page does: real bets and wins through the signed wallet, so the ledger, the game
 * history and the VIP points (1 per 10 wagered) follow.
 */
export async function playSlot(
  request: APIRequestContext,
  member: ScriptedMember,
  spins: number,
  bet: string,
) {
  const launch = await request.post('/api/sys/game/getLaunchUrl', {
    headers: { Authorization: member.token, 'CF-IPCountry': 'ES' },
    form: { id: '1' },
  });
  const url = (await launch.json()).data as string;
  const page = await (await request.get(url)).text();
  const session = page.match(/<meta name="house-session" content="([^"]+)"/)?.[1];
  expect(session, 'the game page opened a session').toBeTruthy();
  for (let round = 0; round < spins; round += 1) {
    const spin = await request.post(
      new URL(url, 'http://any').pathname.replace(/\/play$/, '/api/slot/spin'),
      {
        headers: { 'X-House-Session': session! },
        data: { bet },
      },
    );
    expect(await spin.json(), `spin ${round + 1}`).toMatchObject({ error: 0 });
  }
}
