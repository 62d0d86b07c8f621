import type { BrowserCommand } from 'vitest/node';

type ReducedMotion = 'reduce' | 'no-preference';

/* Real media emulation (not a matchMedia stub) so CSS and JS see the same preference. */
export const emulateReducedMotion: BrowserCommand<[ReducedMotion]> = async (context, value) => {
  if (context.provider.name !== 'playwright')
    throw new Error('emulateReducedMotion needs the playwright provider');
  await context.page.emulateMedia({ reducedMotion: value });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (value: ReducedMotion) => Promise<void>;
  }
}
