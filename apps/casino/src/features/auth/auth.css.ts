import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const legalLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large, margin: 0 });
