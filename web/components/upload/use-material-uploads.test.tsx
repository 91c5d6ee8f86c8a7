// The upload screen's batch when the server asks it to slow down: the refused
// file is shown waiting (never failed), goes again after Retry-After, and the
// batch ends with every file in. Only fetch is replaced: the hook, the mutation,
// the retry logic and the drop zone are the real ones.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: { kind: string; title: string; description?: string }[] = [];
vi.mock('../ui/toast', () => {
  const record = (kind: string) => (t: { title: string; description?: string }) => toasts.push({ kind, ...t });
  const kinds = { success: record('success'), destructive: record('destructive'), info: record('info') };
  return { notify: kinds, toast: kinds };
});

const { useMaterialUploads } = await import('./use-material-uploads');
const { DropZone } = await import('./drop-zone');

const tooMany = { error: 'Too many uploads in a short time. Please wait a minute and try again.' };
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function Harness({ files }: { files: File[] }) {
  const uploads = useMaterialUploads();
  return (
    <>
      <DropZone upload={uploads} onFiles={() => {}} />
      <button type="button" onClick={() => void uploads.uploadAll(files, null)}>
        Send
      </button>
      <output data-testid="uploading">{String(uploads.uploading)}</output>
    </>
  );
}

const files = ['week-1.txt', 'week-2.txt', 'week-3.txt'].map((name) => new File(['notes'], name));
let answers: (() => Response)[] = [];
const sent: string[] = [];

beforeEach(() => {
  toasts.length = 0;
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(((init.body as FormData).get('file') as File).name);
      const next = answers.shift();
      return next ? next() : json({ materialId: crypto.randomUUID() }, 201);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHarness() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness files={files} />
    </QueryClientProvider>,
  );
}

describe('an upload batch meeting the upload limit', () => {
  it('shows the refused file waiting, sends it again after Retry-After and ends with every file in', async () => {
    answers = [() => json(tooMany, 429, { 'Retry-After': '1' })];
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Waiting to upload week-1.txt (1 of 3): many files at once.');
    expect(screen.getByText(/^Trying again in [12] seconds?\.$/)).toBeTruthy();
    expect(toasts).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('uploading').textContent).toBe('false'), { timeout: 5000 });
    expect(sent).toEqual(['week-1.txt', 'week-1.txt', 'week-2.txt', 'week-3.txt']);
    expect(toasts).toEqual([
      { kind: 'success', title: 'Upload complete!', description: 'Your material has been uploaded successfully' },
    ]);
    expect(screen.queryByText(/Waiting to upload/)).toBeNull();
  });

  it('fails a file only after the last try, with the server’s message, and carries on with the rest', async () => {
    // Retry-After 0: the tries follow each other at once, so the test does not sit through real waits.
    answers = Array.from({ length: 4 }, () => () => json(tooMany, 429, { 'Retry-After': '0' }));
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('uploading').textContent).toBe('false'), { timeout: 5000 });
    expect(sent).toEqual(['week-1.txt', 'week-1.txt', 'week-1.txt', 'week-1.txt', 'week-2.txt', 'week-3.txt']);
    expect(toasts).toEqual([
      { kind: 'destructive', title: 'Upload failed', description: `week-1.txt: ${tooMany.error}` },
      { kind: 'success', title: 'Upload complete!', description: 'Your material has been uploaded successfully' },
    ]);
  });
});
