// The Worker: serves /api and /auth (the SPA's static assets are served before
// it runs) and exports the exam-attempt Durable Object.
import { app } from './app';

export { ExamAttempt } from './attempt/exam-attempt';

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
