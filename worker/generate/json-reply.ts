// Models served on a laptop often wrap the JSON they were asked for: a ```json
// fence, a sentence before it, or a reasoning model's <think>…</think> first.
// The JSON is cut out of such a reply before the SDK parses it. A reply with no
// JSON object in it is left as it is, so it still fails to parse and the caller
// falls back as for any failed call.
import type { LanguageModelMiddleware } from 'ai';

/** The JSON object inside a model's reply, or the reply itself when it holds none. */
export function jsonOfReply(reply: string): string {
  const answer = reply.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer);
  const body = (fenced?.[1] ?? answer).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  return start >= 0 && end > start ? body.slice(start, end + 1) : body;
}

/** Applies jsonOfReply to the text of every call that asked for JSON; other calls pass untouched. */
export const jsonReplyMiddleware: LanguageModelMiddleware = {
  wrapGenerate: async ({ doGenerate, params }) => {
    const result = await doGenerate();
    if (params.responseFormat?.type !== 'json') return result;
    return {
      ...result,
      content: result.content.map((part) => (part.type === 'text' ? { ...part, text: jsonOfReply(part.text) } : part)),
    };
  },
};
