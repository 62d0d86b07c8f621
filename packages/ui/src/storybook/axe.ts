import axe from 'axe-core';
import { expect } from 'vitest';
import { axeRunOnly } from './preview';

/* Runs on the whole document so portalled dialogs, drawers and toasts are checked too. */
export async function expectNoAxeViolations(context: Element = document.body) {
  const { violations } = await axe.run(context, { runOnly: axeRunOnly, resultTypes: ['violations'] });
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
}
