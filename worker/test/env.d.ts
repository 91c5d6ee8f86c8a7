declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** ../shared/corpus, served from Node by vitest.config.ts. */
    CORPUS: Fetcher;
  }
}

declare module '*?raw' {
  const content: string;
  export default content;
}
