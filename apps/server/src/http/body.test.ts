import { describe, expect, it } from 'vitest';
import { formArrayFields, splitFormArrays } from './body.js';

describe('form lists', () => {
  const schema = {
    type: 'object',
    properties: {
      visibility_IN: { type: 'array', items: { type: 'integer' } },
      enabled: { type: 'integer' },
      codes: { type: ['array', 'null'] },
    },
  };

  it('finds the array fields of a body schema', () => {
    expect(formArrayFields(schema)).toEqual(['visibility_IN', 'codes']);
    expect(formArrayFields(undefined)).toEqual([]);
  });

  it('turns a comma-joined form value into a list and leaves repeated keys and other fields alone', () => {
    const body: Record<string, unknown> = { visibility_IN: '0,20', enabled: '1', codes: ['A', 'B'] };
    splitFormArrays(body, formArrayFields(schema));
    expect(body).toEqual({ visibility_IN: ['0', '20'], enabled: '1', codes: ['A', 'B'] });
  });
});
