import { avatarAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatar = defineSlotRecipe({
  className: 'avatar',
  jsx: ['Avatar'],
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '9',
      h: '9',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'accent.muted',
      color: 'accent.text',
      fontWeight: 'semibold',
      textStyle: 'sm',
      userSelect: 'none',
    },
    image: { w: 'full', h: 'full', objectFit: 'cover' },
    fallback: { lineHeight: '1' },
  },
  // Used through createStyleContext, where Panda cannot see the recipe called.
  staticCss: ['*'],
});
