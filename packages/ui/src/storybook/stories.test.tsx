import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from './axe';
import { viewports } from './preview';

/*
 * Every story of every component, at both viewports: no axe violations, and the page matches the
 * committed baseline in components/<Name>/__screenshots__/. New stories are picked up by the glob.
 */
type StoriesModule = Parameters<typeof composeStories>[0];
const storyImports = import.meta.glob<StoriesModule>('../components/*/*.stories.tsx');

/* VITE_STORIES=Dialog,Drawer limits the run to those components' stories while working on them. */
const only = import.meta.env.VITE_STORIES?.split(',');
const storyFiles = await Promise.all(
  Object.entries(storyImports)
    .filter(([path]) => !only || only.some((name) => path.startsWith(`../components/${name}/`)))
    .map(async ([path, load]) => [path, await load()] as const),
);

/* Belt and braces on top of the reduced-motion emulation: nothing blinks or moves mid-capture. */
const stillStyle = document.createElement('style');
stillStyle.textContent = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;
document.head.append(stillStyle);

/* Load both bundled fonts before the first capture: a font swapping in mid-run moves every line. */
await Promise.all([
  document.fonts.load('400 16px "Inter Variable"'),
  document.fonts.load('700 16px "Inter Variable"'),
  document.fonts.load('700 16px "Cinzel Variable"'),
]);

for (const [path, storiesModule] of storyFiles) {
  // '../components/Dialog/Dialog.stories.tsx' -> 'components/Dialog'
  const componentDir = path.replace(/^\.\.\//, '').replace(/\/[^/]+$/, '');
  // Composed stories are components with every arg bound, so each renders with no props.
  const stories = Object.entries(
    composeStories(storiesModule) as Record<string, ComponentType & { load(): Promise<void> }>,
  );

  describe(componentDir, () => {
    for (const [storyName, Story] of stories) {
      for (const [viewportKey, viewport] of Object.entries(viewports)) {
        test(`${storyName} at ${viewportKey}`, async () => {
          await page.viewport(viewport.width, viewport.height);
          await commands.movePointerAway();
          // A story's loaders (e.g. a part its component loads on first use) run before it renders.
          await Story.load();
          await render(<Story />);
          await document.fonts.ready;

          await expectNoAxeViolations();
          await expect
            .element(page.elementLocator(document.body))
            .toMatchScreenshot(`${componentDir}/${storyName}-${viewportKey}`);
        });
      }
    }
  });
}
