// Vite builds the SPA (web/) into dist/client, the Worker's static assets.
// The Worker itself is built and run by wrangler (see README, "How it fits together").
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { securityHeaders } from './worker/http/security-headers';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Writes the static assets' `_headers` from the Worker's own security headers. */
function assetHeaders(): Plugin {
  const headerLines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`);
  return {
    name: 'prepwise-asset-headers',
    apply: 'build',
    generateBundle() {
      const source = ['/*', ...headerLines, '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''];
      this.emitFile({ type: 'asset', fileName: '_headers', source: source.join('\n') });
    },
  };
}

// `npm run dev` allows this origin through ALLOWED_ORIGINS (see scripts/dev.mjs).
const workerProxy: ProxyOptions = { target: 'http://localhost:8787' };

/**
 * Copies pdf.js's character maps into the static assets: the Worker's PDF
 * extraction fetches the few a CJK document needs (worker/ingest/extract/pdf.ts).
 */
function pdfCharacterMaps(): Plugin {
  const source = here('./node_modules/pdfjs-dist/cmaps');
  return {
    name: 'prepwise-pdf-cmaps',
    apply: 'build',
    generateBundle() {
      for (const fileName of readdirSync(source).filter((name) => name.endsWith('.bcmap'))) {
        this.emitFile({
          type: 'asset',
          fileName: `pdfjs/cmaps/${fileName}`,
          source: readFileSync(`${source}/${fileName}`),
        });
      }
    },
  };
}

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  resolve: { alias: { 'styled-system': here('./styled-system') } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./web/routes'),
      generatedRouteTree: here('./web/routeTree.gen.ts'),
    }),
    react(),
    assetHeaders(),
    pdfCharacterMaps(),
  ],
  build: {
    outDir: here('./dist/client'),
    emptyOutDir: true,
    // Everything the entry needs before it runs goes into one chunk: a score of
    // small files each compressed alone costs more bytes and requests than one.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  // `npm run dev`: Vite serves the SPA with hot reload and hands /api and /auth to wrangler.
  server: { port: 5173, proxy: { '/api': workerProxy, '/auth': workerProxy } },
});
