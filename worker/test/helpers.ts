// Requests through the real app on migrated D1, optionally with env overrides.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../app';

export const origin = 'http://localhost:8787';

export async function call(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(
    new Request(new URL(path, origin), init),
    undefined,
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** `name=value` pairs from a response's Set-Cookie headers (Max-Age=0 ones map to ''). */
export function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    jar[pair.slice(0, eq)] = /max-age=0/i.test(line) ? '' : decodeURIComponent(pair.slice(eq + 1));
  }
  return jar;
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

let counter = 0;

/** Signs a fresh student in through the local sign-in; returns the Cookie header to send. */
export async function signInLocally(
  name = 'Ada Lovelace',
  email = `student${++counter}-${crypto.randomUUID()}@example.com`,
) {
  const response = await call('/auth/dev', {
    method: 'POST',
    headers: { Origin: origin },
    body: new URLSearchParams({ name, email }),
  });
  if (response.status !== 302) throw new Error(`local sign-in failed: ${response.status}`);
  return { cookie: cookieHeader(cookiesOf(response)), email, name };
}

/** A signed-in student's JSON requests, sent from the app's own origin. */
export function studentClient(cookie: string) {
  const send = (method: string, path: string, body?: unknown) =>
    call(path, {
      method,
      headers: {
        Cookie: cookie,
        Origin: origin,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
    patch: (path: string, body?: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
    /** Sends a multipart form, e.g. an upload. */
    form: (path: string, form: FormData, method = 'POST') =>
      call(path, { method, headers: { Cookie: cookie, Origin: origin }, body: form }),
  };
}

export type StudentClient = ReturnType<typeof studentClient>;

/** Two signed-in students, for checking that one cannot reach the other's records. */
export async function twoStudents() {
  const [owner, other] = await Promise.all([signInLocally('Owner Student'), signInLocally('Other Student')]);
  return { owner: studentClient(owner.cookie), other: studentClient(other.cookie) };
}
