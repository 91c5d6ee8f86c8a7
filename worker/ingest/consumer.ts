// The processing queue's consumer. Each message runs one step of a material's
// pipeline; the step either finishes the material or queues the next step.
// Unreadable files fail at once with their reason; other errors retry with
// backoff, and messages that exhaust their retries arrive on the dead-letter
// queue, which fails the material. The stale sweeper catches anything else.

import { deleteExpiredSessions } from '../auth/session';
import { processingJob } from '../contracts/jobs';
import { createDb, type Db } from '../db/client';
import { failMaterial, failStaleMaterials } from '../db/queries/processing';
import { failureReasons, UnreadableMaterial } from './failures';
import { runStep } from './pipeline';

export const deadLetterQueue = 'prepwise-jobs-dlq';

/** A material still processing after this long is failed by the sweeper. */
export const staleProcessingMs = 15 * 60 * 1000;

/** 10 s, 40 s, 160 s… */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 4 ** Math.max(0, attempts - 1), 15 * 60);

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const job = processingJob.safeParse(message.body);
    if (!job.success) {
      console.error('Dropping a malformed processing message', message.body);
      message.ack();
      continue;
    }
    const { materialId } = job.data;
    if (batch.queue === deadLetterQueue) {
      await failMaterial(db, materialId, failureReasons.gaveUp);
      message.ack();
      continue;
    }
    try {
      await runStep(env, db, job.data);
      message.ack();
    } catch (error) {
      if (error instanceof UnreadableMaterial) {
        await failMaterial(db, materialId, error.message);
        message.ack();
      } else {
        console.error(`Processing ${materialId} (${job.data.step}) failed on attempt ${message.attempts}:`, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  }
}

/** The cron trigger: settle materials stuck in processing and clear expired sessions. */
export async function sweep(env: Env, now = Date.now()): Promise<void> {
  const db = createDb(env.DB);
  const settled = await failStaleMaterials(db, failureReasons.tookTooLong, staleProcessingMs, undefined, now);
  if (settled > 0) console.warn(`Failed ${settled} material(s) stuck in processing`);
  await deleteExpiredSessions(db, now);
}

/** For a student's own list: settle their stuck materials at once, without waiting for the cron. */
export function settleStaleMaterials(db: Db, userId: string, now = Date.now()) {
  return failStaleMaterials(db, failureReasons.tookTooLong, staleProcessingMs, userId, now);
}
