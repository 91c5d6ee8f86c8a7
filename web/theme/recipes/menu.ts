import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  jsx: ['Menu'],
  slots: menuAnatomy.keys(),
  base: {
    content: {
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      boxShadow: 'popover',
      minW: '56',
      p: '1',
      outline: 'none',
      zIndex: 'dropdown',
      _open: { animation: 'fadeIn 120ms ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '2.5',
      h: '9',
      borderRadius: 'l1',
      textStyle: 'sm',
      cursor: 'pointer',
      color: 'fg.default',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '& svg': { w: '4', h: '4', color: 'fg.muted' },
    },
    itemGroupLabel: { px: '2.5', py: '2', textStyle: 'sm' },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border.default' },
  },
  // Used through createStyleContext, where Panda cannot see the recipe called.
  staticCss: ['*'],
});
