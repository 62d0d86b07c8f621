import { describe, expect, it } from 'vitest';
import { mergeHandlers } from '../app.js';
import { loadConfig } from '../config.js';
import { contractOperations, readContract } from './contract.js';
import { pendingOperations } from './pendingOperations.js';

const contract = readContract(loadConfig({}).openapiFile);

describe('binding to the contract', () => {
  it('finds the bundled contract', () => {
    expect(contract, 'openapi/dist/openapi.json is missing: run pnpm openapi:bundle').toBeDefined();
  });

  const operations = contract ? contractOperations(contract) : [];
  const handled = mergeHandlers();

  it('handles every operation or lists it as pending with its issue', () => {
    const orphans = operations
      .map((op) => op.operationId)
      .filter((id) => handled[id] === undefined && !(id in pendingOperations));
    expect(orphans).toEqual([]);
  });

  it('lists nothing as pending that is already handled', () => {
    expect(Object.keys(pendingOperations).filter((id) => handled[id] !== undefined)).toEqual([]);
  });

  it('has no handler or pending entry for an operation the contract does not name', () => {
    const known = new Set(operations.map((op) => op.operationId));
    const stale = [...Object.keys(handled), ...Object.keys(pendingOperations)].filter((id) => !known.has(id));
    expect(stale).toEqual([]);
  });
});
