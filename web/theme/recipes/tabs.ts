import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  jsx: ['Tabs'],
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    list: {
      display: 'inline-flex',
      gap: '1',
      p: '1',
      bg: 'bg.muted',
      borderRadius: 'l2',
      alignSelf: 'flex-start',
      flexWrap: 'wrap',
    },
    trigger: {
      px: '3',
      h: '8',
      borderRadius: 'l1',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      bg: 'transparent',
      _selected: { bg: 'bg.surface', color: 'fg.default', boxShadow: 'card' },
      _hover: { color: 'fg.default' },
    },
    content: { outline: 'none' },
  },
  // Used through createStyleContext, where Panda cannot see the recipe called.
  staticCss: ['*'],
});
