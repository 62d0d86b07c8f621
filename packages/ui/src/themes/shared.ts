/* Tokens that do not change between themes: only colours and shadows differ between dark and light. */
export const sharedTokens = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '40px',
  },
  radius: {
    none: '0',
    small: '4px',
    medium: '8px',
    large: '16px',
    full: '9999px',
  },
  font: {
    body: "'Inter Variable', 'Inter Fallback', 'DejaVu Sans', sans-serif",
    display: "'Cinzel Variable', 'Cinzel Fallback', 'DejaVu Serif', serif",
  },
  fontSize: {
    xsmall: '12px',
    small: '14px',
    standard: '16px',
    large: '18px',
    xlarge: '22px',
    xxlarge: '28px',
  },
  lineHeight: {
    tight: '1.2',
    standard: '1.5',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
  },
  zIndex: {
    sticky: '10',
    drawer: '100',
    dialog: '200',
    toast: '300',
    loading: '400',
  },
  duration: {
    fast: '120ms',
    standard: '200ms',
    slow: '400ms',
  },
} as const;
