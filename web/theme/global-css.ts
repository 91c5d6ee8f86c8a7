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
  ':root': {
    '--select-arrow':
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2364748b' stroke-width='1.6'/%3E%3C/svg%3E\")",
  },
  '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
