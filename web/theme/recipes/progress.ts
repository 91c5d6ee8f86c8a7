import { defineSlotRecipe } from '@pandacss/dev';

/** A plain bar: the track and its filled range (width set inline from the value). */
export const progress = defineSlotRecipe({
  className: 'progress',
  jsx: ['ProgressBar'],
  slots: ['track', 'range'],
  base: {
    track: { w: 'full', h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: { h: 'full', borderRadius: 'full', transition: 'width 300ms ease' },
  },
  variants: {
    tone: {
      accent: { range: { bg: 'accent.default' } },
      success: { range: { bg: 'success.default' } },
      warning: { range: { bg: 'warning.default' } },
      danger: { range: { bg: 'danger.default' } },
    },
  },
  defaultVariants: { tone: 'accent' },
  // Screens pick tones at runtime (score bands): generate every variant's CSS.
  staticCss: ['*'],
});
