import { currentMember, signedInMemberId } from '../auth/index.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { langOf } from '../i18n/index.js';
import { findMemberById } from '../members/index.js';
import { findCurrency } from '../reference/index.js';
import { exponentOf, formatMinor, toMinor } from '../shared/money.js';
import { largestDeposit } from '../wallet/index.js';
import { cashOutConfigIn, cashOutFigures } from '../withdrawals/index.js';
import * as repository from './repository.js';
import { methodName, visibleTo, wholeUnits } from './rules.js';

export const listSpecs = {
  depositMethods: {
    filters: {
      enabled: { column: 'enabled', type: 'integer' },
      visibility: { column: 'visibility', type: 'integer', operators: ['eq', 'in'] },
    },
    sorts: { sortIndex: 'sort_index' },
    defaultOrder: [['sort_index', 'asc']],
    tieBreaker: 'code',
  },
  cashoutMethods: {
    filters: { enabled: { column: 'enabled', type: 'integer' } },
    sorts: { sortIndex: 'sort_index' },
    defaultOrder: [['sort_index', 'asc']],
    tieBreaker: 'code',
  },
} satisfies Record<string, ListSpec>;

/** Reference lists and configuration of deposits and cash-outs; the calls that move money are not here. */
export const payments: Domain = {
  name: 'payments',
  plugin: async (app) => {
    await repository.seedPayments(app.db);
  },
  handlers: {
    findDepositPaymentMethod: async (request) => {
      const { code } = request.body as { code: string };
      const method = await repository.findDepositMethod(request.server.db, code);
      if (method === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
      return { ...method, name: methodName(langOf(request), 'deposit', method.code, method.name) };
    },
    listDepositPaymentMethods: async (request) => {
      const { db } = request.server;
      // The visibility rule is the server's: a visibility_IN in the payload can only narrow it.
      const member = await findMemberById(db, currentMember(request).id);
      const visibilities = visibleTo(member?.credited ?? 0);
      const methods = await repository.listDepositMethods(
        db,
        visibilities,
        member?.currency ?? '',
        parseListQuery(request.body, listSpecs.depositMethods),
      );
      const lang = langOf(request);
      return methods.map((method) => ({
        ...method,
        name: methodName(lang, 'deposit', method.code, method.name),
      }));
    },
    listCashoutPaymentMethods: async (request) => {
      const { db } = request.server;
      // A public list: a signed-in member sees the methods that pay out in their currency.
      const memberId = await signedInMemberId(request);
      const member = memberId === undefined ? undefined : await findMemberById(db, memberId);
      const methods = await repository.listCashoutMethods(
        db,
        member?.currency,
        parseListQuery(request.body, listSpecs.cashoutMethods),
      );
      const lang = langOf(request);
      return methods.map((method) => ({
        ...method,
        name: methodName(lang, 'cashout', method.code, method.name),
      }));
    },
    getDepositConfig: async (request) => {
      const { db } = request.server;
      // The figures of the member's account currency, where the operator set its own (amounts.ts).
      const member = await findMemberById(db, currentMember(request).id);
      const currency = member?.currency ?? '';
      const config = await repository.readDepositConfig(db, currency);
      // Money strings of the member's currency (issue 25): whole units for fiat as before, a BTC
      // minimum converted to the satoshi as the order call checks it.
      const exponent = exponentOf(currency);
      const exact = (figure: string | number) =>
        formatMinor(toMinor(String(figure), exponent) ?? 0n, exponent);
      return {
        minimumAmount: exact(await repository.depositMinimum(db, currency)),
        maximumAmount: exact(exponent === 2 ? wholeUnits(config.maximumAmount) : config.maximumAmount),
        defaultAmount: wholeUnits(config.defaultAmount),
        paymentAmounts: config.paymentAmounts,
        cardAmounts: config.cardAmounts,
        paymentAllowManualInput: config.paymentAllowManualInput,
        coins: config.coins,
      };
    },
    getWithdrawConfig: async (request) => {
      const member = currentMember(request);
      const { db } = request.server;
      const found = await findMemberById(db, member.id);
      const currency = found?.currency ?? '';
      // The figures as the apply call checks them: a BTC account's minimum in satoshis, not 200 bitcoins.
      const rate = (await findCurrency(db, currency))?.exchange_rate;
      const config = await repository.readWithdrawConfig(db, currency);
      const inCurrency = rate === undefined ? config : cashOutConfigIn(config, currency, String(rate));
      return {
        ...cashOutFigures(inCurrency, currency),
        withdrawAmounts: config.withdrawAmounts,
        withdrawAllowManualInput: config.withdrawAllowManualInput,
        maxDepositAmount: await largestDeposit(db, member.id),
      };
    },
  },
};
