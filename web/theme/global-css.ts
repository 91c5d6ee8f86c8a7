import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    bg: 'bg.canvas',
    color: 'fg.default',
    WebkitFontSmoothing: 'antialiased',
    lineHeight: '1.5',
  },
  '#root': { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
  '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
