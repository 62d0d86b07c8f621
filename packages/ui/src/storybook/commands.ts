import type { BrowserCommand } from 'vitest/node';

type ReducedMotion = 'reduce' | 'no-preference';

/* Real media emulation (not a matchMedia stub) so CSS and JS see the same preference. */
export const emulateReducedMotion: BrowserCommand<[ReducedMotion]> = async (context, value) => {
  if (context.provider.name !== 'playwright')
    throw new Error('emulateReducedMotion needs the playwright provider');
  await context.page.emulateMedia({ reducedMotion: value });
};

/*
 * The mouse stays where the last interaction test left it, which would leave a hover state in the
 * next screenshot: park it in the runner page's corner, outside the test frame.
 */
export const movePointerAway: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright')
    throw new Error('movePointerAway needs the playwright provider');
  const size = context.page.viewportSize();
  await context.page.mouse.move((size?.width ?? 1) - 1, (size?.height ?? 1) - 1);
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (value: ReducedMotion) => Promise<void>;
    movePointerAway: () => Promise<void>;
  }
}
