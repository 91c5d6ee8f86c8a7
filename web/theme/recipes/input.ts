import { defineRecipe } from '@pandacss/dev';

/** Text inputs, text areas and native selects. */
export const input = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Textarea', 'Select'],
  base: {
    w: 'full',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'l2',
    px: '3',
    textStyle: 'sm',
    transition: 'border-color 150ms, box-shadow 150ms',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { outline: 'none', borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.accent.muted}' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'bg.muted' },
    '&[aria-invalid=true]': { borderColor: 'danger.default' },
  },
  variants: {
    kind: {
      field: { h: '10' },
      area: { minH: '24', py: '2', resize: 'vertical' },
      select: {
        h: '10',
        pr: '8',
        appearance: 'none',
        cursor: 'pointer',
        bgImage: 'var(--select-arrow)',
        bgRepeat: 'no-repeat',
        bgPosition: 'right 0.75rem center',
        bgSize: '0.75rem',
      },
    },
  },
  defaultVariants: { kind: 'field' },
  // Components pass some variants as defaults (ui/recipe-component.tsx), out of Panda's sight.
  staticCss: ['*'],
});
