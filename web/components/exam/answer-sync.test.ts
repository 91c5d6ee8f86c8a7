import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { AnswerSync, type AnswerSyncOptions, readStash } from './answer-sync';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let storage: Storage;
let target: EventTarget;
let online: boolean;

function syncWith(overrides: Partial<AnswerSyncOptions> = {}) {
  const sync = new AnswerSync({
    examId: 'exam-1',
    attemptId: 'attempt-1',
    deadline: Date.now() + 3_600_000,
    skewMs: 0,
    server: { answers: {}, flagged: [] },
    save: vi.fn().mockResolvedValue({ savedAt: 'now' }),
    onClosed: vi.fn(),
    storage,
    target,
    debounceMs: 800,
    retryMs: 5000,
    isOnline: () => online,
    ...overrides,
  });
  sync.connect();
  return sync;
}

beforeEach(() => {
  vi.useFakeTimers();
  storage = memoryStorage();
  target = new EventTarget();
  online = true;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('autosaving answers', () => {
  it('saves once after the student pauses typing, with only the changed answers', async () => {
    const save = vi.fn().mockResolvedValue({});
    const sync = syncWith({ save, server: { answers: { q0: 'kept' }, flagged: [] } });
    sync.setAnswer('q1', 'i');
    await vi.advanceTimersByTimeAsync(300);
    sync.setAnswer('q1', 'iterator');
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ q1: 'iterator' }, undefined, { keepalive: false });
    expect(sync.getSnapshot().status).toBe('saved');
    expect(sync.getSnapshot().answers).toEqual({ q0: 'kept', q1: 'iterator' });
  });

  it('sends the flags with the answers when they changed', async () => {
    const save = vi.fn().mockResolvedValue({});
    const sync = syncWith({ save });
    sync.toggleFlag('q2');
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledWith({}, ['q2'], { keepalive: false });
    sync.toggleFlag('q2');
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({}, [], { keepalive: false });
  });

  it('keeps every unsaved answer in sessionStorage as soon as it is typed', () => {
    const sync = syncWith();
    sync.setAnswer('q1', 'generator');
    expect(readStash('exam-1', storage)?.pending).toEqual({ q1: 'generator' });
  });
});

describe('losing the connection', () => {
  it('shows offline, keeps the answers pending, and sends them when the browser is back online', async () => {
    const save = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({});
    const sync = syncWith({ save });
    online = false;
    sync.setAnswer('q1', 'lambda');
    await vi.advanceTimersByTimeAsync(800);
    expect(sync.getSnapshot().status).toBe('offline');
    expect(sync.getSnapshot().unsaved).toBe(1);
    expect(readStash('exam-1', storage)?.pending).toEqual({ q1: 'lambda' });

    online = true;
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ q1: 'lambda' }, undefined, { keepalive: false });
    expect(sync.getSnapshot().status).toBe('saved');
    expect(readStash('exam-1', storage)?.pending).toEqual({});
  });

  it('retries on a timer too, as browsers do not always say they are back online', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError('Bad gateway', 502)).mockResolvedValue({});
    const sync = syncWith({ save });
    sync.setAnswer('q1', 'map');
    await vi.advanceTimersByTimeAsync(800);
    expect(sync.getSnapshot().status).toBe('error');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('does not lose an answer typed while a save was on its way', async () => {
    let finish: (value: unknown) => void = () => {};
    const save = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue({});
    const sync = syncWith({ save });
    sync.setAnswer('q1', 'first');
    await vi.advanceTimersByTimeAsync(800);
    sync.setAnswer('q1', 'second');
    finish({});
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({ q1: 'second' }, undefined, { keepalive: false });
    expect(sync.getSnapshot().unsaved).toBe(0);
  });
});

describe('a reload', () => {
  it('restores the answers the server had not confirmed over the ones it has', async () => {
    const first = syncWith({ save: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    first.setAnswer('q1', 'unsent');
    first.toggleFlag('q3');
    first.dispose();

    const save = vi.fn().mockResolvedValue({});
    const second = syncWith({ save, server: { answers: { q1: 'old', q2: 'saved' }, flagged: [] } });
    expect(second.getSnapshot().answers).toEqual({ q1: 'unsent', q2: 'saved' });
    expect(second.getSnapshot().flagged).toEqual(['q3']);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith({ q1: 'unsent' }, ['q3'], { keepalive: false });
  });

  it('ignores what another attempt left behind', () => {
    const first = syncWith({ attemptId: 'old-attempt' });
    first.setAnswer('q1', 'stale');
    const second = syncWith({ server: { answers: {}, flagged: [] } });
    expect(second.getSnapshot().answers).toEqual({});
  });
});

describe('the end of the attempt', () => {
  it('stops and reports a closed attempt when the server answers 409 (time is up)', async () => {
    const onClosed = vi.fn();
    const save = vi.fn().mockRejectedValue(new ApiError('Time is up for this exam', 409));
    const sync = syncWith({ save, onClosed });
    sync.setAnswer('q1', 'late');
    await vi.advanceTimersByTimeAsync(800);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(sync.getSnapshot().status).toBe('closed');
    sync.setAnswer('q1', 'later');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('clears the kept answers once the attempt is finished', () => {
    const sync = syncWith();
    sync.setAnswer('q1', 'x');
    sync.finish();
    expect(readStash('exam-1', storage)).toBeNull();
  });
});
