import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const stage = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  touchAction: 'manipulation',
});

globalStyle(`${stage} > canvas`, { position: 'absolute', inset: 0, display: 'block' });
