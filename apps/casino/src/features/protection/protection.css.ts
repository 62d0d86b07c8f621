import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: '0 16px 32px',
  overflowWrap: 'anywhere',
});

globalStyle(`${page} h2`, { marginTop: 32 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 12,
});

export const form = style({ display: 'grid', gap: 12, maxWidth: 480, marginTop: 16 });

export const notice = style({ padding: 12, borderRadius: 8, border: '1px solid currentColor' });

export const help = style({ marginTop: 24, opacity: 0.8 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '16px 0' });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });

export const safeLink = style({ margin: 0, fontSize: '0.875rem', overflowWrap: 'anywhere' });

export const closePanel = style({
  display: 'grid',
  gap: 12,
  padding: 12,
  borderRadius: 8,
  border: '1px dashed currentColor',
});
