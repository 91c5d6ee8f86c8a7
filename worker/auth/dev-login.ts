// The local sign-in page (/auth/dev): lets anyone use Prepwise on a laptop with
// no Google account. Served only when LOCAL_SIGNIN is "on" and Google is not configured.
import { html } from 'hono/html';
import { z } from 'zod';

export const localSignInForm = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Please use a shorter name'),
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
});

export function isLocalSignInEnabled(env: Env): boolean {
  return env.LOCAL_SIGNIN === 'on';
}

export function localSignInPage(values: { name?: string; email?: string; error?: string } = {}) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Local sign-in · Prepwise</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc;
        font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; }
      main { width: min(100% - 2rem, 24rem); background: #fff; border: 1px solid #e2e8f0; border-radius: 12px;
        padding: 2rem; box-shadow: 0 1px 3px rgb(15 23 42 / 0.08); }
      h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
      p { margin: 0 0 1.5rem; color: #475569; font-size: 0.9rem; }
      label { display: block; font-weight: 600; font-size: 0.875rem; margin: 1rem 0 0.25rem; }
      input { width: 100%; box-sizing: border-box; padding: 0.6rem 0.75rem; border: 1px solid #cbd5e1;
        border-radius: 8px; font: inherit; }
      input:focus { outline: 2px solid #6366f1; outline-offset: 1px; }
      button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; border: 0; border-radius: 8px; font: inherit;
        font-weight: 600; color: #fff; background: #4f46e5; cursor: pointer; }
      button:hover { background: #4338ca; }
      .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; border-radius: 8px; padding: 0.5rem 0.75rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Local sign-in</h1>
      <p>Google sign-in is not configured here, so Prepwise signs you in locally. Your data stays on this machine.</p>
      ${values.error ? html`<p class="error" role="alert">${values.error}</p>` : ''}
      <form method="post" action="/auth/dev">
        <label for="name">Name</label>
        <input id="name" name="name" autocomplete="name" required maxlength="100" value="${values.name ?? ''}" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required value="${values.email ?? ''}" />
        <button type="submit">Sign in</button>
      </form>
    </main>
  </body>
</html>`;
}
