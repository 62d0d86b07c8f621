import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { markActivated } from '../members/repository.js';
import { hashToken } from '../shared/tokens.js';
import { placeBet, settleWin } from '../vendorWallet/settle.js';
import { createLaunch } from '../vendorWallet/testing.js';
import { credit } from '../wallet/ledger.js';
import { registerMember } from './members.js';

let sequence = 0;

/** A phone number no other test member has: the registration's default one is shared by all. */
export function uniqueMobile(): string {
  sequence += 1;
  return `6${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}

/** An invitee who registered with the code (on their own phone unless told) and activated. */
export async function activatedInvitee(
  app: FastifyInstance,
  db: Db,
  code: string,
  overrides: Record<string, string> = {},
) {
  const invitee = await registerMember(app, { invitorCode: code, mobile: uniqueMobile(), ...overrides });
  await markActivated(db, invitee.user.id);
  return invitee.user;
}

/** A credited deposit, then `stake` played in one round whose result (a loss) is booked. */
export async function depositAndPlay(db: Db, memberId: number, deposit = '10.00', stake = '10.00') {
  sequence += 1;
  const id = `${memberId}-${sequence}`;
  await credit(db, { memberId, type: 'DEPOSIT', class: 1, amount: deposit, externalRef: `test:dep:${id}` });
  if (stake === '0.00') return;
  const token = await createLaunch(db, memberId, 1);
  const call = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, currency: undefined };
  await placeBet(db, { ...call, transactionId: `inv-bet-${id}`, roundId: `inv-${id}`, amount: stake });
  await settleWin(db, { ...call, transactionId: `inv-win-${id}`, roundId: `inv-${id}`, amount: '0.00' });
}

/** An invitee who counts: activated, deposited the minimum and played it. */
export async function realInvitee(app: FastifyInstance, db: Db, code: string) {
  const invitee = await activatedInvitee(app, db, code);
  await depositAndPlay(db, invitee.id);
  return invitee;
}
