import { readFileSync } from 'node:fs';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n';
import {
  auditAction,
  auditActionLabels,
  auditOutcomeLabels,
  auditTarget,
  auditTargetLabels,
  auditWho,
} from './auditLabels';
import { cashOutStatus } from './format';
import { balanceLabels, ledgerTypeLabels, protectionReportLabels, reportColumnLabels } from './labels';
import { labelOf, words } from './words';

describe('names in words', () => {
  it('writes a field or state name the server sends as words', () => {
    expect(words('providerPaymentId')).toBe('Provider payment id');
    expect(words('awaiting_customer')).toBe('Awaiting customer');
    expect(words('GAME_BET')).toBe('Game bet');
    expect(words('URLPath')).toBe('Url path');
  });

  it('labels every balance, report column and ledger type the server sends', () => {
    const balances = [
      'availableBalance',
      'withdrawableBalance',
      'bonusBalance',
      'giftBonus',
      'rollingAmount',
    ];
    const columns = ['day', 'cashOuts', 'bonusCost', 'activePlayers', 'ggr', 'ngr', 'rounds', 'players'];
    expect(balances.map((name) => labelOf(balanceLabels, name))).toEqual([
      'Available balance',
      'Withdrawable now',
      'Bonus balance',
      'Free balance (gift bonus)',
      'Still to wager',
    ]);
    for (const name of columns)
      expect(labelOf(reportColumnLabels, name), name).toMatch(/^[A-Z][a-z]*( |-|$)|^[A-Z]+ \(/);
    expect(labelOf(ledgerTypeLabels, 'WITHDRAW_ROLLBACK')).toBe('Cash-out returned');
  });

  it('names the protection report’s columns, events and the limits a deposit or a bet was refused over', () => {
    const columns = ['at', 'memberId', 'event', 'limitOrPeriod', 'left', 'until', 'operator'];
    for (const name of columns)
      expect(labelOf(reportColumnLabels, name), name).toMatch(/^[A-Z][a-z]*( |-|$)|^[A-Z]+ \(/);
    const refusals = [
      'deposit.limitDay',
      'protection.stakeLimit',
      'protection.lossLimit',
      'protection.sessionLimit',
    ];
    expect(refusals.map((key) => labelOf(protectionReportLabels, key))).toEqual([
      'Deposit limit, 24 hours',
      'Stake limit',
      'Loss limit',
      'Session time limit',
    ]);
    expect(labelOf(protectionReportLabels, 'limitHit')).toBe('Limit hit');
  });

  it('names cash-out states as the spec labels them', () => {
    expect([20, 29, 30].map((status) => cashOutStatus(status))).toEqual([
      'Pending payment',
      'Payment in progress',
      'Payment successful',
    ]);
  });
});

describe('the audit in words (issue 32 §16)', () => {
  it('names what was done, on what, and how it ended, in the operator language', () => {
    const compiled = (lang: string) =>
      JSON.parse(readFileSync(new URL(`../../lang/compiled-lang/${lang}.json`, import.meta.url), 'utf8'));
    switchLanguage('es', compiled('es'));
    expect(labelOf(auditActionLabels, 'adminPlayerSetEnabled')).toBe('Activó o desactivó a un jugador');
    expect(labelOf(auditActionLabels, 'adminDepositResolvePrepare')).toBe(
      'Preparó la resolución de un depósito',
    );
    expect(labelOf(auditActionLabels, 'operators create-admin')).toBe(
      'Creó un administrador (línea de comandos)',
    );
    expect(labelOf(auditTargetLabels, 'withdrawal')).toBe('Retiro');
    expect(labelOf(auditOutcomeLabels, 'refused')).toBe('Rechazado');
    switchLanguage('pt', compiled('pt'));
    expect(labelOf(auditActionLabels, 'adminLogin')).toBe('Entrou');
    switchLanguage('en', {});
    expect(labelOf(auditActionLabels, 'adminSettingUpdate')).toBe('Changed a setting');
    // a name no label knows yet still reads as words, never as the code
    expect(labelOf(auditActionLabels, 'adminSomethingNew')).toBe('Admin something new');
  });
});

describe('every audit row in the operator language (issue 32 §16, §19)', () => {
  const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
  const contract = read('../../../../../openapi/dist/openapi.json');
  const vocabulary = (schema: string): string[] => contract.components.schemas[schema].enum;
  const labelled = (labels: Record<string, MessageDescriptor>, names: string[], lang: string) => {
    const catalogue = read(`../../lang/compiled-lang/${lang}.json`);
    return names.filter((name) => !labels[name] || !catalogue[labels[name].id ?? '']);
  };

  it.each(['es', 'pt'])('names in %s every action and target the contract lists', (lang) => {
    expect(vocabulary('AdminAuditAction').length).toBeGreaterThan(70);
    expect(labelled(auditActionLabels, vocabulary('AdminAuditAction'), lang)).toEqual([]);
    expect(labelled(auditTargetLabels, vocabulary('AdminAuditTarget'), lang)).toEqual([]);
  });

  it('names a command with its choice, and a method by its kind', () => {
    switchLanguage('es', read('../../lang/compiled-lang/es.json'));
    expect(auditAction('withdrawals review pass')).toBe('Aprobó un retiro para el pago (línea de comandos)');
    expect(auditAction('deposits resolve failed')).toBe(
      'Resolvió un depósito retenido como fallido (línea de comandos)',
    );
    expect(auditAction('adminPlayerSearch')).toBe('Buscó jugadores');
    expect(auditTarget('cashoutMethod', 'PAYPAL')).toBe('Método de retiro PAYPAL');
    expect(auditWho('shell:root')).toBe('root (línea de comandos)');
    expect(auditWho('system:reconciliation')).toBe('Conciliación (automática)');
    switchLanguage('pt', read('../../lang/compiled-lang/pt.json'));
    expect(auditAction('documents review refuse')).toBe('Recusou um documento (linha de comando)');
    switchLanguage('en', {});
  });
});
