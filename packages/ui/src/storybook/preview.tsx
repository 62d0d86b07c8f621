import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
import { base } from '../css/reset.css';
import '../css/fonts';
import { darkTheme } from '../themes/dark/darkTheme.css';
import { lightTheme } from '../themes/light/lightTheme.css';

/*
 * The one place stories get their theme and viewports, shared by Storybook (.storybook/preview.ts)
 * and the visual tests (src/storybook/setup.ts), so what designers review is what the tests compare.
 */
export const viewports = {
  mobile: { name: 'Mobile 375x812', width: 375, height: 812 },
  desktop: { name: 'Desktop 1280x800', width: 1280, height: 800 },
} as const;

const themeClasses = { dark: darkTheme, light: lightTheme } as const;
type ThemeName = keyof typeof themeClasses;

/* Dialogs, drawers and toasts portal into <body>, so the theme class goes there, not on a wrapper. */
function ThemeRoot({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.classList.add(themeClasses[theme], base);
    return () => document.body.classList.remove(themeClasses[theme], base);
  }, [theme]);
  return children;
}

/*
 * Storybook's canvas padding does not exist in the tests, so Storybook's layout stays fullscreen and the
 * padding comes from here; shell pieces that span the page set `parameters.fullBleed: true`.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'light' ? 'light' : 'dark';
  return (
    <ThemeRoot theme={theme}>
      <div style={{ padding: context.parameters.fullBleed ? 0 : 16 }}>
        <Story />
      </div>
    </ThemeRoot>
  );
};

/* WCAG A and AA rules, the same set the axe test in stories.test.tsx enforces. */
export const axeRunOnly = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Dark (casino)' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'dark',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: Object.fromEntries(
        Object.entries(viewports).map(([key, { name, width, height }]) => [
          key,
          { name, styles: { width: `${width}px`, height: `${height}px` }, type: key },
        ]),
      ),
    },
    a11y: { test: 'error', options: { runOnly: axeRunOnly } },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
