import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'LinkButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    fontWeight: 'semibold',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background, border-color, color, box-shadow',
    transitionDuration: '150ms',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { width: '1em', height: '1em', flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg', _hover: { _enabled: { bg: 'accent.emphasized' } } },
      outline: {
        bg: 'bg.surface',
        borderColor: 'border.strong',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      ghost: { bg: 'transparent', color: 'fg.muted', _hover: { _enabled: { bg: 'bg.muted', color: 'fg.default' } } },
      subtle: { bg: 'accent.subtle', color: 'accent.text', _hover: { _enabled: { bg: 'accent.muted' } } },
      destructive: { bg: 'danger.default', color: 'fg.inverted', _hover: { _enabled: { bg: 'danger.emphasized' } } },
    },
    size: {
      sm: { h: '8', px: '3', textStyle: 'sm' },
      md: { h: '10', px: '4', textStyle: 'sm' },
      lg: { h: '12', px: '6', textStyle: 'md' },
      icon: { h: '10', w: '10', px: '0' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
  // Components pass some variants as defaults (ui/recipe-component.tsx), out of Panda's sight.
  staticCss: ['*'],
});
