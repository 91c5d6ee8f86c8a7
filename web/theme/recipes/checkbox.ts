import { checkboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  jsx: ['Checkbox'],
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    },
    control: {
      w: '4.5',
      h: '4.5',
      flexShrink: '0',
      display: 'grid',
      placeItems: 'center',
      borderWidth: '1.5px',
      borderColor: 'border.strong',
      borderRadius: 'l1',
      bg: 'bg.surface',
      color: 'accent.fg',
      transition: 'background 120ms, border-color 120ms',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      '& svg': { w: '3.5', h: '3.5' },
    },
    label: { textStyle: 'sm', color: 'fg.default' },
  },
  // Used through createStyleContext, where Panda cannot see the recipe called.
  staticCss: ['*'],
});
