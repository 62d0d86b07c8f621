import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { resolutions } from '../deposits/review.js';
import { contractOperations, readContract } from '../http/contract.js';
import { reviewActions } from '../withdrawals/rules.js';

// The contract names every audit action and target (AdminAuditAction, AdminAuditTarget), so the back
// office can name each in the operator's language (issue 32 §16, §19): what the server writes is there.
const contract = readContract(loadConfig({}).openapiFile);
const schemas = (contract?.components?.schemas ?? {}) as Record<string, { enum?: string[] }>;
const actions = new Set(schemas.AdminAuditAction?.enum);
const targets = new Set(schemas.AdminAuditTarget?.enum);
const missing = (names: readonly string[], known: Set<string>) => names.filter((name) => !known.has(name));

describe('the audit vocabulary in the contract', () => {
  it('names every back-office operation: each change, and a refusal of any of them', () => {
    const operations = contract ? contractOperations(contract).filter((op) => op.forOperators) : [];
    expect(operations.length).toBeGreaterThan(50);
    expect(
      missing(
        operations.map((op) => op.operationId),
        actions,
      ),
    ).toEqual([]);
  });

  it('names the first steps of two-person changes and the reconciliation’s give-up', () => {
    const steps = [
      'adminAdjustmentPrepare',
      'adminCashOutPrepare',
      'adminDepositResolvePrepare',
      'adminPlayerLimitPrepare',
      'depositReadGivenUp',
    ];
    expect(missing(steps, actions)).toEqual([]);
  });

  it('names every operator command with each choice it takes', () => {
    const commands = [
      'operators create-admin',
      'operators reenrol',
      ...resolutions.map((status) => `deposits resolve ${status}`),
      ...['approve', 'refuse'].map((decision) => `documents review ${decision}`),
      ...['approve', 'reject'].map((verdict) => `withdrawals documents ${verdict}`),
      ...Object.keys(reviewActions).map((action) => `withdrawals review ${action}`),
    ];
    expect(missing(commands, actions)).toEqual([]);
  });

  it('names every target a change is recorded on', () => {
    const written = [
      'member',
      'operator',
      'deposit',
      'depositOrder',
      'withdrawal',
      'setting',
      'banner',
      'promotionPopup',
      'article',
      'game',
      'contactMessage',
      'depositAmounts',
      'cashOutAmounts',
      'approval',
      'depositMethod',
      'cashoutMethod',
      'segment',
    ];
    expect(missing(written, targets)).toEqual([]);
  });
});
