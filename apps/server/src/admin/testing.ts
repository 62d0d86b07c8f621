import { expect } from 'vitest';
import { markActivated } from '../members/index.js';
import type { TestApp } from '../test/app.js';
import { uploadedFile } from '../test/files.js';
import { memberWithSession } from '../test/sessionFor.js';
import { credit, TransactionClass } from '../wallet/index.js';
import { createOperator } from './operators.js';
import type { Role } from './permissions.js';
import { totpCode } from './totp.js';

export interface Envelope {
  status: number;
  error: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
  data: any;
}

/** A JSON call to /api as the back office sends it. */
export async function adminCall(t: TestApp, path: string, body?: unknown, token?: string): Promise<Envelope> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'x-fe-lang': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  expect(response.statusCode).toBeLessThan(500);
  return { status: response.statusCode, ...(response.json() as Omit<Envelope, 'status'>) };
}

let counter = 0;

export interface TestOperator {
  id: number;
  username: string;
  role: Role;
  token: string;
  secret: string;
}

/** An operator created as an administrator would, enrolled through the enrolment calls, signed in. */
export async function operatorWithSession(t: TestApp, role: Role): Promise<TestOperator> {
  counter += 1;
  const username = `${role}_${process.pid}_${counter}`;
  const { operator, enrolmentUrl } = await createOperator(
    t.db,
    t.config,
    { username, email: `${username}@casino.test`, displayName: `Test ${role}`, role },
    null,
  );
  const token = new URL(enrolmentUrl.replace('/#/', '/')).searchParams.get('token')!;
  const info = await adminCall(t, '/admin/auth/enrolment', { token });
  expect(info.error).toBe(0);
  const done = await adminCall(t, '/admin/auth/enrolment/complete', {
    token,
    password: 'Operator-Desk-Lamp-42',
    code: totpCode(info.data.secret),
  });
  expect(done.error, done.message).toBe(0);
  return { id: operator.id, username, role, token: done.data.token, secret: info.data.secret };
}

/** An activated, funded player who has wagered enough for a cash-out, with two uploads. */
export async function fundedPlayer(t: TestApp, cash = '5000.00') {
  const { memberId, token } = await memberWithSession(t.db);
  await markActivated(t.db, memberId);
  await t.db.updateTable('member').set({ lang: 'en' }).where('id', '=', memberId).execute();
  await credit(t.db, {
    memberId,
    type: 'DEPOSIT',
    class: TransactionClass.cash,
    amount: cash,
    externalRef: `test:deposit:${memberId}`,
  });
  // Play is the vendor wallet's; the test sets what play would have left.
  await t.db.updateTable('wallet').set({ wagered: '100000.00' }).where('member_id', '=', memberId).execute();
  return {
    memberId,
    token,
    idProof: await uploadedFile(t.db, memberId),
    paymentProof: await uploadedFile(t.db, memberId),
  };
}

/** The player asks for a PayPal cash-out with the two proofs (form-encoded, as the player app sends it). */
export async function askCashOut(
  t: TestApp,
  player: Awaited<ReturnType<typeof fundedPlayer>>,
  amount: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sys/withdraw/apply',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-fe-lang': 'en',
      authorization: player.token,
    },
    payload: new URLSearchParams({
      type: '0',
      amount,
      paymentMethod: 'PAYPAL',
      email: 'ana.payouts@example.com',
      idcardProofId: player.idProof,
      paymentProofId: player.paymentProof,
    }).toString(),
  });
  const answer = response.json() as Envelope;
  expect(answer.error, answer.message).toBe(0);
  return answer.data.id as number;
}
