// One exam attempt, one Durable Object. It holds the authoritative deadline,
// the answers autosaved as the student goes, and the exam's answer keys, and
// it grades the attempt exactly once: on submit, or from the saved answers
// when its alarm fires at the deadline (closed laptop, lost network).
import { DurableObject } from 'cloudflare:workers';
import { type AnswerKey, type AttemptMeta, type AttemptResult, gradeAttempt } from '../grading/grade-attempt';

/** Network delay forgiven on submit: answers arriving this long after the deadline still count. */
export const submitGraceMs = 5000;
const maxAnswerLength = 2000;

export type AttemptState = {
  deadline: number;
  answers: Record<string, string>;
  flagged: string[];
  result: AttemptResult | null;
};

export type SaveOutcome = { saved: true; savedAt: number } | { saved: false; reason: 'time-up' | 'unknown-attempt' };

export class ExamAttempt extends DurableObject<Env> {
  // The submit guard: set synchronously by the first submit, awaited by every other.
  #grading: Promise<AttemptResult> | null = null;

  /** Starts the attempt (once; later calls resume it) with its questions' answer keys. */
  async begin(meta: AttemptMeta, keys: AnswerKey[]): Promise<AttemptState> {
    if (!(await this.ctx.storage.get<AttemptMeta>('meta'))) {
      const questions = Object.fromEntries(keys.map((key) => [`key:${key.id}`, key]));
      await this.ctx.storage.put({ meta, order: keys.map((k) => k.id), answers: {}, flagged: [], ...questions });
      await this.ctx.storage.setAlarm(meta.deadline + submitGraceMs);
    }
    return this.state();
  }

  async state(): Promise<AttemptState> {
    const stored = await this.ctx.storage.get(['meta', 'answers', 'flagged', 'result']);
    return {
      deadline: (stored.get('meta') as AttemptMeta | undefined)?.deadline ?? 0,
      answers: (stored.get('answers') as Record<string, string> | undefined) ?? {},
      flagged: (stored.get('flagged') as string[] | undefined) ?? [],
      result: (stored.get('result') as AttemptResult | undefined) ?? null,
    };
  }

  /** Autosave: merges answers (and the flags) while there is time left; nothing after the deadline. */
  async save(answers: Record<string, string>, flagged?: string[]): Promise<SaveOutcome> {
    const meta = await this.ctx.storage.get<AttemptMeta>('meta');
    if (!meta) return { saved: false, reason: 'unknown-attempt' };
    const now = Date.now();
    if (now > meta.deadline || (await this.ctx.storage.get('result'))) return { saved: false, reason: 'time-up' };
    const known = new Set(await this.ctx.storage.get<string[]>('order'));
    const saved = (await this.ctx.storage.get<Record<string, string>>('answers')) ?? {};
    for (const [id, answer] of Object.entries(answers)) {
      if (known.has(id)) saved[id] = answer.slice(0, maxAnswerLength);
    }
    await this.ctx.storage.put('answers', saved);
    if (flagged)
      await this.ctx.storage.put(
        'flagged',
        flagged.filter((id) => known.has(id)),
      );
    return { saved: true, savedAt: now };
  }

  /**
   * Ends the attempt and grades it, once: concurrent and repeated calls all get
   * the same result. Answers sent after the deadline (plus grace) are ignored.
   */
  async submit(answers: Record<string, string> = {}): Promise<AttemptResult> {
    const done = await this.ctx.storage.get<AttemptResult>('result');
    if (done) return done;
    // No await between this check and the assignment: only one grading ever starts.
    this.#grading ??= this.#grade(answers);
    try {
      return await this.#grading;
    } catch (error) {
      this.#grading = null; // a failed grading (D1 unavailable) may be tried again
      throw error;
    }
  }

  /** The deadline passed without a submit: grade what was saved. Idempotent, as alarms may fire twice. */
  override async alarm(): Promise<void> {
    if (await this.ctx.storage.get('meta')) await this.submit();
  }

  async #grade(incoming: Record<string, string>): Promise<AttemptResult> {
    const meta = await this.ctx.storage.get<AttemptMeta>('meta');
    if (!meta) throw new Error('This attempt was never started');
    const now = Date.now();
    const order = (await this.ctx.storage.get<string[]>('order')) ?? [];
    const answers = { ...((await this.ctx.storage.get<Record<string, string>>('answers')) ?? {}) };
    if (now <= meta.deadline + submitGraceMs) {
      for (const [id, answer] of Object.entries(incoming))
        if (order.includes(id)) answers[id] = answer.slice(0, maxAnswerLength);
    }
    const stored = await this.ctx.storage.get<AnswerKey>(order.map((id) => `key:${id}`));
    const keys = order.flatMap((id) => stored.get(`key:${id}`) ?? []);
    const result = await gradeAttempt(this.env, meta, keys, answers, now);
    await this.ctx.storage.put({ answers, result });
    await this.ctx.storage.deleteAlarm();
    return result;
  }
}
