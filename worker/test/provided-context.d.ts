// What vitest's globalSetup files hand the worker tests through inject().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The chat-completions test server (chat-server.mjs), e.g. http://127.0.0.1:41234. */
    chatServerUrl: string;
  }
}
