// Design tokens. Components use these names only, never raw colours.
import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

export const tokens = defineTokens({
  fonts: {
    body: {
      value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  radii: { l1: { value: '6px' }, l2: { value: '10px' }, l3: { value: '14px' } },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.slate.50}' },
      surface: { value: '{colors.white}' },
      muted: { value: '{colors.slate.100}' },
      subtle: { value: '{colors.slate.50}' },
      overlay: { value: 'rgb(15 23 42 / 0.45)' },
    },
    fg: {
      default: { value: '{colors.slate.900}' },
      muted: { value: '{colors.slate.600}' },
      subtle: { value: '{colors.slate.500}' },
      inverted: { value: '{colors.white}' },
    },
    border: {
      default: { value: '{colors.slate.200}' },
      strong: { value: '{colors.slate.300}' },
    },
    accent: {
      default: { value: '{colors.indigo.600}' },
      emphasized: { value: '{colors.indigo.700}' },
      fg: { value: '{colors.white}' },
      subtle: { value: '{colors.indigo.50}' },
      muted: { value: '{colors.indigo.100}' },
      text: { value: '{colors.indigo.700}' },
    },
    success: {
      default: { value: '{colors.green.600}' },
      subtle: { value: '{colors.green.50}' },
      text: { value: '{colors.green.700}' },
    },
    warning: {
      default: { value: '{colors.amber.500}' },
      subtle: { value: '{colors.amber.50}' },
      text: { value: '{colors.amber.700}' },
    },
    danger: {
      default: { value: '{colors.red.600}' },
      emphasized: { value: '{colors.red.700}' },
      subtle: { value: '{colors.red.50}' },
      text: { value: '{colors.red.700}' },
    },
    focusRing: { value: '{colors.indigo.500}' },
  },
  shadows: {
    card: { value: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)' },
    popover: { value: '0 10px 30px -8px rgb(15 23 42 / 0.25), 0 2px 6px rgb(15 23 42 / 0.08)' },
  },
});
