import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    // A label longer than the screen wraps inside the button instead of pushing the page wider.
    maxWidth: '100%',
    textAlign: 'center',
    overflowWrap: 'anywhere',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
      accent: {
        background: vars.color.brandAccent,
        color: vars.color.textOnBrandAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandAccentHover } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.surfaceSunken,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.criticalHover } },
      },
    },
    size: {
      small: {
        padding: `${vars.space.xsmall} ${vars.space.medium}`,
        fontSize: vars.fontSize.small,
        minHeight: 32,
      },
      standard: {
        padding: `${vars.space.small} ${vars.space.large}`,
        fontSize: vars.fontSize.standard,
        minHeight: 44,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
