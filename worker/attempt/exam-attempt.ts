// The Durable Object that will own one exam attempt: its authoritative deadline,
// autosaved answers and submit-once guard. Declared now so the binding and its
// SQLite migration exist from the first deploy; the attempts issue fills it in.
import { DurableObject } from 'cloudflare:workers';

export class ExamAttempt extends DurableObject<Env> {}
