import type { FastifyRequest } from 'fastify';
import { bonusPresets, checkRuleForm, overridesFor, storedForm } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import { readSetting, writeSetting } from '../db/siteSettings.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import {
  checkCashOutAmounts,
  checkDepositAmounts,
  depositCeilingCents,
  presetList,
  readDepositConfig,
  readWithdrawConfig,
  saveCashOutAmounts,
  saveDepositAmounts,
} from '../payments/index.js';
import { enabledCurrencyCodes } from '../reference/index.js';
import { exponentOf, formatCents } from '../shared/money.js';
import { audit } from './audited.js';
import { bodyOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

/*
 * The settings screens that are more than one text each (issue 32 item 17): deposit and cash-out
 * amounts per account currency, and the bonus terms as a form. Each save is one audit row with the
 * figures before and after, under the operator's name.
 */

const depositView = (config: {
  minimumAmount: string;
  defaultAmount: string;
  paymentAmounts: string;
  cardAmounts: string;
}) => ({
  minimumAmount: config.minimumAmount,
  defaultAmount: config.defaultAmount,
  paymentAmounts: presetList(config.paymentAmounts),
  cardAmounts: presetList(config.cardAmounts),
});

const cashOutView = (config: { minimumAmount: string; withdrawAmounts: string }) => ({
  minimumAmount: config.minimumAmount,
  withdrawAmounts: presetList(config.withdrawAmounts),
});

/**
 * The currencies these screens set figures for: the offered ones with two decimals. Their checks take
 * whole units, which for BTC would be whole bitcoins; a BTC account reads the reference figures
 * converted at its rate instead (issue 25).
 */
async function amountCurrencies(db: Db): Promise<string[]> {
  return (await enabledCurrencyCodes(db)).filter((currency) => exponentOf(currency) === 2);
}

/** Every offered currency's figures, with the bounds they are checked against. */
export async function paymentAmounts(request: FastifyRequest) {
  const { db } = request.server;
  const withdraw = await readWithdrawConfig(db);
  const currencies = await Promise.all(
    (await amountCurrencies(db)).map(async (currency) => ({
      currency,
      deposit: depositView(await readDepositConfig(db, currency)),
      cashOut: cashOutView(await readWithdrawConfig(db, currency)),
    })),
  );
  return {
    depositMaximum: formatCents(depositCeilingCents),
    cashOutMaximum: withdraw.maxManualAmount,
    cashOutMultiple: withdraw.amountMultiple,
    currencies,
  };
}

async function offeredCurrency(request: FastifyRequest, body: Record<string, unknown>): Promise<string> {
  const currency = textOf(body.currency);
  if (!(await amountCurrencies(request.server.db)).includes(currency)) {
    throw invalid('validation.invalid', { field: 'currency' });
  }
  return currency;
}

export async function saveDeposit(request: FastifyRequest) {
  const body = bodyOf(request);
  const currency = await offeredCurrency(request, body);
  const amounts = checkDepositAmounts(body);
  return request.server.db.transaction().execute(async (trx) => {
    const changed = await saveDepositAmounts(trx, currency, amounts);
    const before = depositView(changed.before);
    const after = depositView(changed.after);
    await audit(trx, request, { target: { type: 'depositAmounts', id: currency }, before, after });
    return { currency, ...after };
  });
}

export async function saveCashOut(request: FastifyRequest) {
  const body = bodyOf(request);
  const currency = await offeredCurrency(request, body);
  return request.server.db.transaction().execute(async (trx) => {
    const amounts = checkCashOutAmounts(body, await readWithdrawConfig(trx));
    const changed = await saveCashOutAmounts(trx, currency, amounts);
    const before = cashOutView(changed.before);
    const after = cashOutView(changed.after);
    await audit(trx, request, { target: { type: 'cashOutAmounts', id: currency }, before, after });
    return { currency, ...after };
  });
}

/** The bonus terms in force, as a form, and the presets an operator may start from with their figures. */
export async function bonusRules(request: FastifyRequest) {
  const { db } = request.server;
  return {
    presets: Object.keys(bonusPresets).map((name) => ({ name, rules: storedForm(name, '') })),
    rules: storedForm(await readSetting(db, 'bonusPreset'), await readSetting(db, 'bonusRules')),
  };
}

/** The terms decide what players are granted: an administrator's, as the JSON setting was. */
export async function saveBonusRules(request: FastifyRequest) {
  if (currentOperator(request).role !== 'administrator') {
    throw new ApiError(ErrorCode.forbidden, 'admin.administratorOnly');
  }
  const { preset, rules } = checkRuleForm(bodyOf(request));
  const overrides = overridesFor(preset, rules);
  return request.server.db.transaction().execute(async (trx) => {
    const before = storedForm(await readSetting(trx, 'bonusPreset'), await readSetting(trx, 'bonusRules'));
    await writeSetting(trx, 'bonusPreset', preset);
    await writeSetting(trx, 'bonusRules', overrides);
    const after = storedForm(preset, overrides);
    await audit(trx, request, { target: { type: 'setting', id: 'bonusRules' }, before, after });
    return after;
  });
}
