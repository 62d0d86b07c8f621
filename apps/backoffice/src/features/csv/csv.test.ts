import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes every cell, doubles quotes and ends lines with CRLF', () => {
    expect(toCsv(['game', 'ggr'], [['Aztec "Gold"', '12.50']])).toBe(
      '"game","ggr"\r\n"Aztec ""Gold""","12.50"\r\n',
    );
  });

  it('keeps a negative amount a number and defuses anything a spreadsheet would run', () => {
    expect(csvCell('-12.50')).toBe('"-12.50"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
  });
});
