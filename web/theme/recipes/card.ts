import { defineSlotRecipe } from '@pandacss/dev';

export const card = defineSlotRecipe({
  className: 'card',
  jsx: ['Card'],
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      boxShadow: 'card',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', p: '6', pb: '0' },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', p: '6', flex: '1' },
    footer: { display: 'flex', gap: '3', p: '6', pt: '0' },
  },
  // Used through createStyleContext, where Panda cannot see the recipe called.
  staticCss: ['*'],
});
