// Knowledge gaps: per student and topic, how weak they are. The totals are
// plain counts of questions and correct answers over all attempts; the
// weaknessLevel (0–100) is a moving average of each attempt's share of wrong
// answers in which the newest attempt weighs more, the more questions it had:
//   weight = min(0.75, n / (n + 2))   for an attempt with n questions on the topic
//   weakness = weight × attemptWeakness + (1 − weight) × previousWeakness
// so one lucky question barely moves it, and a full topic test moves it a lot.

export type TopicResult = { correct: number; total: number };
export type GapState = { totalQuestions: number; correctAnswers: number; weaknessLevel: number };

export function updatedGap(previous: GapState | null, result: TopicResult): GapState {
  const attemptWeakness = result.total ? 100 * (1 - result.correct / result.total) : 0;
  const weight = Math.min(0.75, result.total / (result.total + 2));
  const weakness = previous ? weight * attemptWeakness + (1 - weight) * previous.weaknessLevel : attemptWeakness;
  return {
    totalQuestions: (previous?.totalQuestions ?? 0) + result.total,
    correctAnswers: (previous?.correctAnswers ?? 0) + result.correct,
    weaknessLevel: Math.round(weakness * 10) / 10,
  };
}

/** Per topic: how many questions, and how many were answered correctly. */
export function resultsByTopic(graded: readonly { topic: string; isCorrect: boolean }[]): Map<string, TopicResult> {
  const byTopic = new Map<string, TopicResult>();
  for (const { topic, isCorrect } of graded) {
    const current = byTopic.get(topic) ?? { correct: 0, total: 0 };
    byTopic.set(topic, { correct: current.correct + (isCorrect ? 1 : 0), total: current.total + 1 });
  }
  return byTopic;
}
