import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const toast = defineSlotRecipe({
  className: 'toast',
  jsx: ['Toast'],
  slots: toastAnatomy.keys(),
  base: {
    root: {
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      boxShadow: 'popover',
      p: '4',
      pr: '10',
      w: 'calc(100vw - 2rem)',
      md: { w: '420px' },
      position: 'relative',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      opacity: 'var(--opacity)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      willChange: 'translate, opacity, scale',
      transitionDuration: '200ms',
      transitionProperty: 'translate, scale, opacity, height',
      '&[data-type=error]': { bg: 'danger.default', color: 'fg.inverted', borderColor: 'danger.emphasized' },
    },
    title: { fontWeight: 'semibold', textStyle: 'sm' },
    description: { textStyle: 'sm', opacity: 0.9 },
    closeTrigger: { position: 'absolute', top: '2', right: '2' },
  },
  // Used through createStyleContext, where Panda cannot see the recipe called.
  staticCss: ['*'],
});
