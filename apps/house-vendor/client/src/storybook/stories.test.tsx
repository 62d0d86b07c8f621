import '@casino/ui/fonts.css';
import { base, darkTheme } from '@casino/ui';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/*
 * Every story of the game parts at both widths of the product, matched against the committed baseline
 * beside the part (its folder's __screenshots__). New stories are picked up by the glob.
 */
type StoriesModule = Parameters<typeof composeStories>[0];
const storyImports = import.meta.glob<StoriesModule>('../**/*.stories.tsx');
const viewports = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

document.body.classList.add(darkTheme, base);
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;
document.head.append(still);
await Promise.all([
  document.fonts.load('400 16px "Inter Variable"'),
  document.fonts.load('700 16px "Inter Variable"'),
]);

/** A PixiJS stage draws once its renderer is up: wait for its canvas, then two frames. */
async function stagesDrawn() {
  for (let i = 0; i < 100 && document.querySelectorAll('[role="img"]:not(:has(canvas))').length > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

for (const [path, load] of Object.entries(storyImports)) {
  // '../games/roulette/Wheel.stories.tsx' -> 'games/roulette', 'Wheel'
  const folder = path.replace(/^\.\.\//, '').replace(/\/[^/]+$/, '');
  const part = path.replace(/^.*\//, '').replace(/\.stories\.tsx$/, '');
  // the history is a modal dialog in the top layer, which an element picture of the body misses
  if (part === 'HistoryDialog') continue;
  const stories = Object.entries(composeStories(await load()) as Record<string, ComponentType>);
  describe(`${folder}/${part}`, () => {
    for (const [storyName, Story] of stories) {
      // a story that animates (a spin) is for watching in Storybook, not for a baseline
      if (storyName === 'Spinning' || storyName === 'Placing' || storyName === 'Choosing') continue;
      for (const [viewportKey, viewport] of Object.entries(viewports)) {
        test(`${storyName} at ${viewportKey}`, async () => {
          await page.viewport(viewport.width, viewport.height);
          // the picture is the story's own box (with the canvas padding), whatever the page's height
          const screen = await render(
            <div data-story style={{ padding: 16 }}>
              <Story />
            </div>,
          );
          await document.fonts.ready;
          await stagesDrawn();
          await expect
            .element(page.elementLocator(screen.container.querySelector('[data-story]')!))
            .toMatchScreenshot(`${folder}/${part}-${storyName}-${viewportKey}`);
        });
      }
    }
  });
}
