import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const legalLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large, margin: 0 });

/** Scrolled to at each new step: clear of the sticky top bar (56 px, 64 on desktop). */
export const joinForm = style({ scrollMarginTop: 72 });
