import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/*
 * Storybook and its addons are dev dependencies of packages/ui, and pnpm does not hoist them to the
 * workspace root, so every package this config names is resolved from packages/ui.
 */
const requireFromUi = createRequire(new URL('../packages/ui/package.json', import.meta.url));
const packageDir = (name: string) => dirname(requireFromUi.resolve(`${name}/package.json`));

export default {
  // the house vendor's game parts (card, chip, wheel, layout, pay table, history) beside the components
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/house-vendor/client/src/**/*.stories.tsx'],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  addons: [packageDir('@storybook/addon-docs'), packageDir('@storybook/addon-a11y')],
  core: { disableTelemetry: true },
  async viteFinal(config: { plugins?: unknown[] }) {
    const { vanillaExtractPlugin } = await import(requireFromUi.resolve('@vanilla-extract/vite-plugin'));
    return {
      ...config,
      // Storybook's generated entry imports `storybook/...`, which only resolves from packages/ui.
      root: dirname(requireFromUi.resolve('./package.json')),
      plugins: [...(config.plugins ?? []), vanillaExtractPlugin()],
    };
  },
};
