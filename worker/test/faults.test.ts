// Faults in the processing path: a message throwing mid-batch, R2 or D1 failing
// once. The material always ends completed or failed, never stuck, and nothing
// is half-written (the bank and the completion land together, once).
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { handleQueueBatch } from '../ingest/consumer';
import { makePdf } from './fixtures';
import { type StudentClient, twoStudents } from './helpers';

const notes = [
  'Cell Biology',
  'The nucleus is a membrane-bound organelle that contains the genetic material of the cell.',
  'Mitochondria are organelles that produce most of the chemical energy needed by the cell.',
  'Ribosomes are small structures that assemble proteins from amino acids.',
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
].join('\n');

/** A material uploaded for real, its file in R2, but no processing message delivered yet. */
async function pendingMaterial(client: StudentClient) {
  const userId = ((await (await client.get('/api/user')).json()) as { id: string }).id;
  const materialId = crypto.randomUUID();
  const key = `users/${userId}/materials/${materialId}/original.pdf`;
  await env.FILES.put(key, makePdf([notes]));
  await env.DB.prepare(
    "insert into study_materials (id, userId, filename, originalName, fileSize, mimeType, objectPath) values (?, ?, 'original.pdf', 'notes.pdf', 1, 'application/pdf', ?)",
  )
    .bind(materialId, userId, key)
    .run();
  return { userId, materialId, key };
}

const message = (materialId: string, userId: string, step = 'extract') => ({
  id: crypto.randomUUID(),
  timestamp: new Date(),
  attempts: 1,
  body: { kind: 'process-material', materialId, userId, step },
});

/** Runs one batch; returns which messages were acknowledged and which retried. */
async function deliver(messages: ReturnType<typeof message>[], withEnv: Env = env) {
  const batch = createMessageBatch('prepwise-jobs', messages);
  const ctx = createExecutionContext();
  await handleQueueBatch(batch, withEnv);
  const result = await getQueueResult(batch, ctx);
  return { acked: result.explicitAcks, retried: result.retryMessages.map((m) => m.msgId) };
}

async function status(materialId: string) {
  return env.DB.prepare('select status, questionCount from study_materials where id = ?').bind(materialId).first<{
    status: string;
    questionCount: number;
  }>();
}

async function settled(materialId: string) {
  for (let i = 0; i < 300; i++) {
    const row = await status(materialId);
    if (row?.status !== 'processing') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('still processing');
}

/** An R2 bucket whose reads of `key` fail the first time. */
function bucketFailingOnce(key: string): R2Bucket {
  let failed = false;
  return new Proxy(env.FILES, {
    get(target, property) {
      if (property === 'get') {
        return (name: string, ...rest: unknown[]) => {
          if (name === key && !failed) {
            failed = true;
            return Promise.reject(new Error('R2 is unavailable'));
          }
          return (target.get as (...args: unknown[]) => unknown).call(target, name, ...rest);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A D1 database whose first batch fails (as D1 does on a transient error), before writing anything. */
function databaseFailingOnce(): D1Database {
  let failed = false;
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch' && !failed) {
        return () => {
          failed = true;
          return Promise.reject(new Error('D1_ERROR: Network connection lost.'));
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('faults while processing', () => {
  it('retry only the message that throws; the rest of the batch goes on', async () => {
    const { owner } = await twoStudents();
    const first = await pendingMaterial(owner);
    const broken = await pendingMaterial(owner);
    const third = await pendingMaterial(owner);
    const messages = [
      message(first.materialId, first.userId),
      message(broken.materialId, broken.userId),
      message(third.materialId, third.userId),
    ];
    const { acked, retried } = await deliver(messages, { ...env, FILES: bucketFailingOnce(broken.key) });
    expect(retried).toEqual([messages[1]?.id]);
    expect(acked.sort()).toEqual([messages[0]?.id, messages[2]?.id].sort());
    // The retried message, delivered again, finishes the job.
    await deliver([message(broken.materialId, broken.userId)]);
    for (const m of [first, broken, third]) expect((await settled(m.materialId))?.status).toBe('completed');
  });

  it('complete a material after R2 fails once', async () => {
    const { owner } = await twoStudents();
    const material = await pendingMaterial(owner);
    expect(
      (
        await deliver([message(material.materialId, material.userId)], {
          ...env,
          FILES: bucketFailingOnce(material.key),
        })
      ).retried,
    ).toHaveLength(1);
    expect(await status(material.materialId)).toMatchObject({ status: 'processing' });
    await deliver([message(material.materialId, material.userId)]);
    expect(await settled(material.materialId)).toMatchObject({ status: 'completed' });
  });

  it('write the question bank and the completion once, after D1 fails once while saving them', async () => {
    const { owner } = await twoStudents();
    const material = await pendingMaterial(owner);
    // Each step hands the next to this list instead of the queue, so the test decides when it runs.
    const queued: { body: unknown }[] = [];
    const capture = { send: async (body: unknown) => void queued.push({ body }) } as unknown as Queue;
    const step = async (withEnv: Env) => {
      const next = queued.shift() as { body: { step: string } };
      return deliver([{ ...message(material.materialId, material.userId), body: next.body as never }], withEnv);
    };
    queued.push({ body: message(material.materialId, material.userId).body });
    await step({ ...env, JOBS: capture }); // extract
    await step({ ...env, JOBS: capture }); // analyze
    const generate = queued[0] as { body: { step: string } };
    expect(generate.body.step).toBe('generate');
    queued.push(generate);
    expect((await step({ ...env, JOBS: capture, DB: databaseFailingOnce() })).retried).toHaveLength(1);
    expect(await status(material.materialId)).toMatchObject({ status: 'processing', questionCount: 0 });
    expect((await step({ ...env, JOBS: capture })).acked).toHaveLength(1);
    const done = await status(material.materialId);
    expect(done?.status).toBe('completed');
    const bank = await env.DB.prepare('select count(*) as n from questions where materialId = ? and examId is null')
      .bind(material.materialId)
      .first<{ n: number }>();
    expect(bank?.n).toBe(done?.questionCount);
    expect(bank?.n).toBeGreaterThan(0);
  });
});
