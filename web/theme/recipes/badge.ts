import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    px: '2',
    h: '5',
    textStyle: 'xs',
    borderWidth: '1px',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border.default' },
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.muted' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'green.200' },
      warning: { bg: 'warning.subtle', color: 'warning.text', borderColor: 'amber.200' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'red.200' },
    },
  },
  defaultVariants: { tone: 'neutral' },
  // Screens pick tones at runtime (score bands): generate every variant's CSS.
  staticCss: ['*'],
});
