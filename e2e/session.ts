// A signed-in student for API-level browser-free tests against the running app.
export async function signInThroughApi(baseUrl: string, name = 'Corpus Student') {
  const response = await fetch(`${baseUrl}/auth/dev`, {
    method: 'POST',
    headers: { Origin: baseUrl },
    body: new URLSearchParams({ name, email: `${crypto.randomUUID()}@example.com` }),
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, { ...init, headers: { ...init.headers, Cookie: cookie, Origin: baseUrl } });
  return { cookie, send };
}
