// The typed API client. Types come from the Worker's routes (AppType), so a
// changed response shape breaks the web build, not the student's screen.
import { hc } from 'hono/client';
import type { AppType } from '../../worker/app';

export const api = hc<AppType>('/', { init: { credentials: 'include' } });

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The spec's error message rule (section 8): the status text, replaced by the
 * JSON body's `error` field, else its `message` field; a non-JSON, non-empty
 * body is the message as it is.
 */
export async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  if (!text) return response.statusText || `Request failed (${response.status})`;
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (typeof body.message === 'string') return body.message;
    return response.statusText || `Request failed (${response.status})`;
  } catch {
    return text;
  }
}

type SuccessBody<R> = R extends { ok: true; json(): Promise<infer T> } ? T : never;

/** The JSON of a successful answer; any other answer throws an ApiError with the spec's message. */
export async function read<R extends Response & { json(): Promise<unknown> }>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await request;
  if (!response.ok) throw new ApiError(await errorMessageOf(response), response.status);
  return (await response.json()) as SuccessBody<R>;
}

/** A multipart body: the upload routes stream the form themselves, so it travels as the request body. */
export function formWith(fields: Record<string, string | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value != null) form.append(name, value);
  return form;
}
