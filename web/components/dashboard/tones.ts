// Text colours for the spec's colour bands (Tone in lib/format), written out so
// Panda can extract them.
import { css } from 'styled-system/css';
import type { Tone } from '../../lib/format';

export const toneText: Record<Tone, string> = {
  success: css({ color: 'success.text' }),
  warning: css({ color: 'warning.text' }),
  danger: css({ color: 'danger.text' }),
};
