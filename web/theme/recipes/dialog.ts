import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  jsx: ['Dialog'],
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn 150ms' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      zIndex: 'modal',
    },
    content: {
      position: 'relative',
      w: 'full',
      maxW: 'lg',
      maxH: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      bg: 'bg.surface',
      borderRadius: 'l3',
      boxShadow: 'popover',
      p: '6',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      _open: { animation: 'fadeIn 150ms ease-out' },
    },
    title: { textStyle: 'lg', fontWeight: 'semibold' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '3', right: '3' },
  },
  // Used through createStyleContext, where Panda cannot see the recipe called.
  staticCss: ['*'],
});
