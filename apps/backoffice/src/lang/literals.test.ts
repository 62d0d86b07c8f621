import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every word an operator reads comes from the catalogue (issue 32 §19): a sentence written into a
// screen's markup stays English whatever language the operator chose. Found by parsing each screen.
const src = join(import.meta.dirname, '..');
const screens = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => join(src, file));

/** The props a screen passes text through (packages/ui's labels, captions and the DOM's own). */
const textProps = new Set([
  'label',
  'description',
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'caption',
  'copyLabel',
  'emptyText',
  'applyLabel',
  'loadingText',
  'message',
]);
const words = /[A-Za-z]{2,}/;

/** The literal text of an expression: a string, or a template's text around its placeholders. */
function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return '';
}

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isJsxElement(node.parent) &&
      words.test(literalText(node.expression))
    )
      found.push(literalText(node.expression));
    if (ts.isJsxAttribute(node) && textProps.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && words.test(literalText(value)))
        found.push(`${node.name.getText(source)}: ${literalText(value)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(src, file)}: ${text}`);
}

describe('screens without hard-written words', () => {
  it('parses every screen', () => {
    expect(screens.length).toBeGreaterThan(20);
  });

  it('takes every text an operator reads from the catalogue', () => {
    expect(screens.flatMap(literalsIn)).toEqual([]);
  });
});
