import { describe, expect, test } from 'vitest';
import { documentStatus, statusTone, withdrawStatus } from './StatusBadge';

describe('StatusBadge', () => {
  test('gives each withdraw status the tone a player reads it by', () => {
    expect(statusTone('withdraw', withdrawStatus.pending)).toBe('caution');
    expect(statusTone('withdraw', withdrawStatus.canceled)).toBe('neutral');
    expect(statusTone('withdraw', withdrawStatus.rejected)).toBe('critical');
    expect(statusTone('withdraw', withdrawStatus.processing)).toBe('info');
    expect(statusTone('withdraw', withdrawStatus.completed)).toBe('positive');
    expect(statusTone('withdraw', withdrawStatus.failed)).toBe('critical');
  });

  test('reads document statuses by their own table, and unknown statuses as neutral', () => {
    expect(statusTone('document', documentStatus.auditing)).toBe('caution');
    expect(statusTone('document', documentStatus.success)).toBe('positive');
    expect(statusTone('document', documentStatus.fail)).toBe('critical');
    // 30 is 'payed' for a withdrawal but 'fail' for a document.
    expect(statusTone('withdraw', 30)).toBe('positive');
    expect(statusTone('withdraw', 99)).toBe('neutral');
  });
});
