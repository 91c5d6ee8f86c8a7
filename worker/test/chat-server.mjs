// A model server for the worker tests (vitest globalSetup, in Node: workerd
// cannot listen). It speaks the chat-completions protocol that Ollama,
// llama.cpp's llama-server, LM Studio and vLLM serve (POST /v1/chat/completions,
// non-streaming, as generateText asks), on a free loopback port handed to the
// tests as inject('chatServerUrl'), so the openai-compatible engine is tested
// through the real provider and real fetches from workerd.
//
// Each test scripts its own "model" (the request's `model` field names it):
//   POST /script/<model>   body: a list of replies, used in turn, the last one repeating:
//                          { content } answers as the model, { status, error } fails with that
//                          HTTP status, { silent: true } never answers.
//   GET  /requests/<model> the chat requests that model received, as JSON.
//   GET  /v1/models        the scripted models, as the servers list theirs.
// An unscripted model is answered 404, as Ollama answers a model it has not pulled.
import { createServer } from 'node:http';

/** Reads a request's body as JSON (undefined when it is not JSON). */
async function jsonBody(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const apiError = (message) => ({ error: { message, type: 'invalid_request_error' } });

export default async function setup(project) {
  const scripts = new Map();
  const received = new Map();
  let completions = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, route, model] = url.pathname.match(/^\/(script|requests)\/(.+)$/) ?? [];
    if (request.method === 'POST' && route === 'script') {
      const replies = await jsonBody(request);
      if (!Array.isArray(replies) || replies.length === 0)
        return send(response, 400, apiError('a script is a list of replies'));
      scripts.set(model, replies);
      received.set(model, []);
      return send(response, 200, { model, replies: replies.length });
    }
    if (request.method === 'GET' && route === 'requests') return send(response, 200, received.get(model) ?? []);
    if (request.method === 'GET' && url.pathname === '/v1/models') {
      return send(response, 200, { object: 'list', data: [...scripts.keys()].map((id) => ({ id, object: 'model' })) });
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions')
      return send(response, 404, apiError(`no route ${request.method} ${url.pathname}`));

    const body = await jsonBody(request);
    if (!body || typeof body.model !== 'string')
      return send(response, 400, apiError('the body must be JSON with a model'));
    if (body.stream) return send(response, 400, apiError('this test server answers non-streaming requests only'));
    const script = scripts.get(body.model);
    if (!script) return send(response, 404, apiError(`model "${body.model}" not found, try pulling it first`));
    const calls = received.get(body.model);
    calls.push({ body, authorization: request.headers.authorization ?? null });
    const reply = script[Math.min(calls.length - 1, script.length - 1)];
    if (reply.silent) return; // held open until the client gives up (or the server closes)
    if (reply.status) return send(response, reply.status, apiError(reply.error ?? 'the model failed'));
    completions++;
    return send(response, 200, {
      id: `chatcmpl-test-${completions}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the test model server has no port');
  project.provide('chatServerUrl', `http://127.0.0.1:${address.port}`);

  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
