// The Worker: serves /api and /auth (the SPA's static assets are served before
// it runs), consumes the material-processing queue, runs the periodic sweep,
// and exports the exam-attempt Durable Object.
import { app } from './app';
import { handleQueueBatch, sweep } from './ingest/consumer';

export { ExamAttempt } from './attempt/exam-attempt';

export default {
  fetch: app.fetch,
  queue: handleQueueBatch,
  scheduled: async (_controller, env) => sweep(env),
} satisfies ExportedHandler<Env>;
