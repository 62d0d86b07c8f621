import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatMoney, type Lang, t } from '../i18n/index.js';
import {
  type StatementGroup,
  type StatementRow,
  type StatementSummary,
  statementGroups,
} from './statement.js';

/**
 * The PDF's built-in fonts lack Turkish ğ ş ı and Japanese: Noto Sans writes the Latin languages with
 * their extensions, Noto Sans JP (which has no ş or ı) Japanese. pdfkit embeds only the glyphs used.
 */
const resolve = createRequire(import.meta.url).resolve;
const fontPaths = {
  latin: resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  ja: resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
};

export interface Statement {
  lang: Lang;
  summary: StatementSummary;
  rows: StatementRow[];
}

const groupLabel = (lang: Lang, group: StatementGroup) => t(lang, `statement.${group}`);
const day = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const dateTime = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
const monthName = (lang: Lang, month: string) =>
  new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export const statementFileName = (format: 'csv' | 'pdf', to: string) =>
  `activity-statement-${to.slice(0, 10)}.${format}`;

const csvCell = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvLine = (cells: string[]) => cells.map(csvCell).join(',');

/**
 * Headings in the player's language; amounts as plain signed decimals so a spreadsheet adds them up.
 * The transactions first, then the totals per month, the period's total and the net deposits.
 */
export function statementCsv({ lang, summary, rows }: Statement): string {
  const lines = [
    csvLine([
      t(lang, 'statement.title'),
      summary.currency,
      summary.from.slice(0, 10),
      summary.to.slice(0, 10),
    ]),
    '',
    csvLine([
      t(lang, 'statement.date'),
      t(lang, 'statement.transaction'),
      t(lang, 'statement.type'),
      t(lang, 'statement.amount'),
      t(lang, 'statement.balanceAfter'),
    ]),
    ...rows.map((row) =>
      csvLine([row.at, groupLabel(lang, row.group), row.type, row.amount, row.balanceAfter]),
    ),
    '',
    csvLine([t(lang, 'statement.month'), ...statementGroups.map((group) => groupLabel(lang, group))]),
    ...summary.months.map((month) => csvLine([month.month, ...statementGroups.map((group) => month[group])])),
    csvLine([t(lang, 'statement.total'), ...statementGroups.map((group) => summary.totals[group])]),
    csvLine([t(lang, 'statement.netDeposits'), summary.netDeposits]),
  ];
  // The byte-order mark makes spreadsheet programs read the UTF-8 headings (Japanese, Turkish) right.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const MARGIN = 40;

/** The statement as an A4 PDF in the player's language, money as the app writes it. */
export function statementPdf({ lang, summary, rows }: Statement): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: t(lang, 'statement.title') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('body', lang === 'ja' ? fontPaths.ja : fontPaths.latin);
  doc.font('body');
  const amount = (value: string) => formatMoney(lang, value, summary.currency);
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;

  const line = (cells: string[], widths: number[], size = 8) => {
    if (y > doc.page.height - MARGIN - 14) {
      doc.addPage();
      y = MARGIN;
    }
    doc.fontSize(size);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 60;
      doc.text(cell, x, y, { width: cellWidth - 4, align: index === 0 ? 'left' : 'right', lineBreak: false });
      x += cellWidth;
    });
    y += size + 6;
  };

  doc.fontSize(16).text(t(lang, 'statement.title'), MARGIN, y);
  y += 24;
  doc
    .fontSize(10)
    .text(
      t(lang, 'statement.period', { from: day(lang, summary.from), to: day(lang, summary.to) }),
      MARGIN,
      y,
    );
  y += 24;

  const monthWidths = [width - 6 * 68, ...statementGroups.map(() => 68)];
  line([t(lang, 'statement.month'), ...statementGroups.map((group) => groupLabel(lang, group))], monthWidths);
  for (const month of summary.months)
    line(
      [monthName(lang, month.month), ...statementGroups.map((group) => amount(month[group]))],
      monthWidths,
    );
  line(
    [t(lang, 'statement.total'), ...statementGroups.map((group) => amount(summary.totals[group]))],
    monthWidths,
  );
  y += 6;
  line([t(lang, 'statement.netDeposits'), amount(summary.netDeposits)], [width - 120, 120], 10);
  y += 12;

  const rowWidths = [110, width - 110 - 2 * 90, 90, 90];
  line(
    [
      t(lang, 'statement.date'),
      t(lang, 'statement.transaction'),
      t(lang, 'statement.amount'),
      t(lang, 'statement.balanceAfter'),
    ],
    rowWidths,
  );
  for (const row of rows)
    line(
      [dateTime(lang, row.at), groupLabel(lang, row.group), amount(row.amount), amount(row.balanceAfter)],
      rowWidths,
    );
  doc.end();
  return done;
}
