// Exam readiness (spec section 9): round(0.6 × score + 0.4 × (100 − the largest
// weaknessLevel among the attempt's topics)).
export function readinessScore(score: number, weaknessLevels: readonly number[]): number {
  const worst = weaknessLevels.length ? Math.max(...weaknessLevels) : 0;
  return Math.round(0.6 * score + 0.4 * (100 - Math.min(100, worst)));
}
