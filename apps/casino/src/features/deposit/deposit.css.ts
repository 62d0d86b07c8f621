import { sprinkles } from '@casino/ui';

/** Every flow stacks its fields with the design system's spacing, as the cash-out pop-up does. */
export const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });
