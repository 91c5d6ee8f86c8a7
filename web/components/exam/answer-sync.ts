// Keeps an attempt's answers safe while the student works: every change is kept
// in memory and in sessionStorage at once, and sent to the server after a short
// pause (debounced autosave). Answers the server has not confirmed stay
// "pending" until it does, so a failed save, a lost connection or a reload never
// loses them; they are sent again when the browser is back online.
import { ApiError } from '../../api/client';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'error' | 'closed';

export type SyncSnapshot = {
  answers: Readonly<Record<string, string>>;
  flagged: readonly string[];
  status: SaveStatus;
  /** When the server last confirmed a save (this browser's clock). */
  savedAt: number | null;
  /** How many answers the server has not confirmed yet. */
  unsaved: number;
};

/** Sends changed answers (and the flags, when they changed); rejects with an ApiError or a network TypeError. */
export type SaveAnswers = (
  answers: Record<string, string>,
  flagged: string[] | undefined,
  options: { keepalive: boolean },
) => Promise<unknown>;

type Stash = {
  attemptId: string;
  deadline: number;
  skewMs: number;
  pending: Record<string, string>;
  flagged: string[];
  flagsPending: boolean;
};

export const stashKey = (examId: string) => `prepwise.exam.${examId}`;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** What this tab kept of the exam's running attempt, if anything. */
export function readStash(examId: string, storage: Storage | null = sessionStore()): Stash | null {
  try {
    const raw = storage?.getItem(stashKey(examId));
    const stash = raw ? (JSON.parse(raw) as Stash) : null;
    return stash && typeof stash.attemptId === 'string' && typeof stash.deadline === 'number' ? stash : null;
  } catch {
    return null;
  }
}

export function clearStash(examId: string, storage: Storage | null = sessionStore()) {
  try {
    storage?.removeItem(stashKey(examId));
  } catch {
    // nothing to clear
  }
}

export type AnswerSyncOptions = {
  examId: string;
  attemptId: string;
  deadline: number;
  skewMs: number;
  /** The answers and flags the server holds (from starting or resuming the attempt). */
  server: { answers: Record<string, string>; flagged: string[] };
  save: SaveAnswers;
  /** The server refused a save because the attempt is over (409): it has been graded. */
  onClosed: () => void;
  storage?: Storage | null;
  debounceMs?: number;
  retryMs?: number;
  isOnline?: () => boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

export class AnswerSync {
  #options: Required<Omit<AnswerSyncOptions, 'storage' | 'target'>> & { storage: Storage | null };
  #target: AnswerSyncOptions['target'];
  #answers: Record<string, string>;
  #flagged: string[];
  #pending: Record<string, string>;
  #flagsPending: boolean;
  #status: SaveStatus;
  #savedAt: number | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #inFlight: Promise<void> | null = null;
  #again = false;
  #paused = false;
  #failures = 0;
  #listeners = new Set<() => void>();
  #snapshot!: SyncSnapshot;

  constructor(options: AnswerSyncOptions) {
    const storage = options.storage === undefined ? sessionStore() : options.storage;
    this.#options = {
      debounceMs: 800,
      retryMs: 5000,
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
      ...options,
      storage,
    };
    this.#target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;

    // A reload keeps what the server had not confirmed; the server has the rest.
    const stash = readStash(options.examId, storage);
    const mine = stash?.attemptId === options.attemptId ? stash : null;
    this.#pending = { ...(mine?.pending ?? {}) };
    this.#answers = { ...options.server.answers, ...this.#pending };
    this.#flagsPending = mine?.flagsPending ?? false;
    this.#flagged = mine?.flagsPending ? [...mine.flagged] : [...options.server.flagged];
    this.#status = this.#hasPending() ? 'pending' : 'saved';
    this.#persist();
    this.#emit();
  }

  /** Starts listening for the connection and sends what a reload left pending. Undone by dispose(). */
  connect() {
    this.#target?.addEventListener('online', this.#onOnline);
    this.#target?.addEventListener('offline', this.#onOffline);
    if (this.#options.isOnline() === false && this.#status !== 'closed') {
      this.#status = 'offline';
      this.#emit();
    }
    if (this.#hasPending()) this.#schedule(0);
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = () => this.#snapshot;

  get answers(): Record<string, string> {
    return { ...this.#answers };
  }

  setAnswer(questionId: string, value: string) {
    if (this.#status === 'closed' || this.#answers[questionId] === value) return;
    this.#answers = { ...this.#answers, [questionId]: value };
    this.#pending[questionId] = value;
    this.#changed();
  }

  toggleFlag(questionId: string) {
    if (this.#status === 'closed') return;
    this.#flagged = this.#flagged.includes(questionId)
      ? this.#flagged.filter((id) => id !== questionId)
      : [...this.#flagged, questionId];
    this.#flagsPending = true;
    this.#changed();
  }

  /** Sends what is pending now, without waiting for the pause. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#paused || this.#status === 'closed' || !this.#hasPending()) return Promise.resolve();
    if (this.#inFlight) {
      this.#again = true;
      return this.#inFlight;
    }
    this.#inFlight = this.#send().finally(() => {
      this.#inFlight = null;
      if (this.#again) {
        this.#again = false;
        void this.flush();
      }
    });
    return this.#inFlight;
  }

  /** The page is going away: one last save that outlives it (fetch keepalive). */
  sendBeacon() {
    if (this.#paused || this.#status === 'closed' || !this.#hasPending()) return;
    this.#options
      .save({ ...this.#pending }, this.#flagsPending ? [...this.#flagged] : undefined, { keepalive: true })
      .catch(() => {});
  }

  /** Stops autosaving while the attempt is being submitted. */
  pause() {
    this.#paused = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  resume() {
    this.#paused = false;
    if (this.#hasPending()) this.#schedule(0);
  }

  /** The attempt is over and graded: nothing is kept or sent any more. */
  finish() {
    this.pause();
    this.#status = 'closed';
    clearStash(this.#options.examId, this.#options.storage);
    this.#emit();
  }

  dispose() {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#target?.removeEventListener('online', this.#onOnline);
    this.#target?.removeEventListener('offline', this.#onOffline);
  }

  #hasPending() {
    return this.#flagsPending || Object.keys(this.#pending).length > 0;
  }

  #changed() {
    if (this.#status !== 'offline' && this.#status !== 'error') this.#status = 'pending';
    this.#persist();
    this.#emit();
    this.#schedule(this.#options.debounceMs);
  }

  #schedule(ms: number) {
    if (this.#paused || this.#status === 'closed') return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, ms);
  }

  async #send() {
    const sent = { ...this.#pending };
    const sentFlags = this.#flagsPending ? [...this.#flagged] : undefined;
    this.#flagsPending = false;
    if (this.#status !== 'offline' && this.#status !== 'error') this.#status = 'saving';
    this.#emit();
    try {
      await this.#options.save(sent, sentFlags, { keepalive: false });
      for (const [id, value] of Object.entries(sent)) if (this.#pending[id] === value) delete this.#pending[id];
      this.#failures = 0;
      this.#savedAt = Date.now();
      this.#status = this.#hasPending() ? 'pending' : 'saved';
      this.#persist();
      this.#emit();
      if (this.#hasPending()) this.#schedule(this.#options.debounceMs);
    } catch (error) {
      if (sentFlags) this.#flagsPending = true;
      if (error instanceof ApiError && error.status === 409) {
        // "Time is up for this exam": the server closed and graded the attempt.
        this.#status = 'closed';
        this.#emit();
        this.#options.onClosed();
        return;
      }
      const offline = !(error instanceof ApiError) || !this.#options.isOnline();
      this.#status = offline ? 'offline' : 'error';
      this.#failures++;
      this.#persist();
      this.#emit();
      // Retry on a timer as well as on the "online" event, which browsers do not always fire.
      this.#schedule(Math.min(this.#options.retryMs * 2 ** Math.min(this.#failures - 1, 3), 30_000));
    }
  }

  #onOnline = () => {
    if (this.#status === 'offline') this.#status = this.#hasPending() ? 'pending' : 'saved';
    this.#emit();
    if (this.#hasPending()) this.#schedule(0);
  };

  #onOffline = () => {
    if (this.#status === 'closed') return;
    this.#status = 'offline';
    this.#emit();
  };

  #persist() {
    const stash: Stash = {
      attemptId: this.#options.attemptId,
      deadline: this.#options.deadline,
      skewMs: this.#options.skewMs,
      pending: this.#pending,
      flagged: this.#flagged,
      flagsPending: this.#flagsPending,
    };
    try {
      this.#options.storage?.setItem(stashKey(this.#options.examId), JSON.stringify(stash));
    } catch {
      // Storage full or disabled: the answers are still in memory and on their way to the server.
    }
  }

  #emit() {
    this.#snapshot = {
      answers: this.#answers,
      flagged: this.#flagged,
      status: this.#status,
      savedAt: this.#savedAt,
      unsaved: Object.keys(this.#pending).length,
    };
    for (const listener of this.#listeners) listener();
  }
}
