import { defineConfig } from '@pandacss/dev';
import { globalCss } from './web/theme/global-css';
import { recipes, slotRecipes } from './web/theme/recipes/index';
import { semanticTokens, tokens } from './web/theme/tokens';

export default defineConfig({
  preflight: true,
  include: ['./web/**/*.{ts,tsx}'],
  exclude: ['./web/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  globalCss,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      keyframes: { fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } } },
    },
  },
});
