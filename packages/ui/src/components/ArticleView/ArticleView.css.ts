import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const article = style({
  borderRadius: vars.radius.medium,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.standard,
});

globalStyle(`${article} :is(h1, h2, h3, h4)`, {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  margin: `${vars.space.large} 0 ${vars.space.small}`,
});
globalStyle(`${article} :is(p, ul, ol, table)`, { margin: `0 0 ${vars.space.medium}` });
globalStyle(`${article} :is(ul, ol)`, { paddingLeft: vars.space.xlarge });
globalStyle(`${article} a`, { color: 'inherit', textDecoration: 'underline' });
globalStyle(`${article} img`, { height: 'auto' });
globalStyle(`${article} > :first-child`, { marginTop: 0 });

export const status = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
});
