import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const fieldset = style({ margin: 0, padding: 0, border: 0 });

/* A legend sits outside the fieldset's flex flow; floated, it lines up as the first flex item would. */
export const legend = style({
  float: 'left',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xsmall,
});

export const badge = style({ display: 'inline-flex', minWidth: 0, fontWeight: vars.fontWeight.regular });

/* The field look of TextField's control, taller to hold a thumbnail. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 72,
  padding: vars.space.medium,
  background: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.critical, borderStyle: 'solid' },
    // Dimmed by its border and button only: the status beside a document that cannot change is read.
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border },
  },
});

const thumb = {
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: vars.radius.small,
} as const;

export const preview = style({ ...thumb, objectFit: 'cover' });

export const placeholder = style({
  ...thumb,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
  color: vars.color.textMuted,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: vars.space.xxsmall,
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const status = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
