// The spec's display rules (section 9): dates, times, grades and bands, in one place.
const day = 86_400_000;

type DateLike = Date | string | number | null | undefined;
const toDate = (value: DateLike) => (value == null || value === '' ? null : new Date(value));

/** Today, 1 day ago, N days ago under 7, 1 week ago under 14, else N weeks ago; N/A when missing. */
export function relativeDate(value: DateLike, now = new Date()): string {
  const date = toDate(value);
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  const days = Math.floor((now.getTime() - date.getTime()) / day);
  if (days < 1) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 14) return '1 week ago';
  return `${Math.floor(days / 7)} weeks ago`;
}

/** Whole minutes (seconds ÷ 60, rounded down); N/A when missing. */
export function minutesSpent(seconds: number | null | undefined): string {
  return seconds == null ? 'N/A' : `${Math.floor(seconds / 60)} min`;
}

/** "1h 2m 3s", "4m 5s", "6s" for the results screen. */
export function hoursMinutesSeconds(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(seconds ?? 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h ? `${h}h` : '', h || m ? `${m}m` : '', `${s}s`].filter(Boolean).join(' ');
}

/** A countdown clock: 1:05:09 or 45:00. */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A stat card's value: an em dash for zero. */
export const statValue = (value: number, format: (n: number) => string = String) => (value ? format(value) : '—');

export type Tone = 'success' | 'warning' | 'danger';

/** Score colour on the dashboard and lists: 80+ green, 70–79 amber, below 70 red. */
export const scoreTone = (score: number): Tone => (score >= 80 ? 'success' : score >= 70 ? 'warning' : 'danger');

/** Score label: 90+ Excellent, 80–89 Good, 70–79 Needs Review, below 70 Poor. */
export const scoreLabel = (score: number) =>
  score >= 90 ? 'Excellent' : score >= 80 ? 'Good' : score >= 70 ? 'Needs Review' : 'Poor';

/** Grade letter: A 90+, B 80+, C 70+, D 60+, F below. */
export const gradeLetter = (score: number) =>
  score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F';

/** The results screen's message, on the grade thresholds. */
export function performanceMessage(score: number): string {
  if (score >= 90) return 'Outstanding! You have mastered this material.';
  if (score >= 80) return 'Great work! You have a strong grasp of this material.';
  if (score >= 70) return 'Good effort. Review the questions you missed to lock it in.';
  if (score >= 60) return 'You are getting there. Focus on your weak topics and try again.';
  return 'Keep going. Study the explanations below, then retake the exam.';
}

/** Readiness on dashboard attempts: 80+ Ready, 60–79 Building, below 60 Foundation. */
export function readinessBand(readiness: number): { label: string; hint: string; tone: Tone } {
  if (readiness >= 80) return { label: 'Ready', hint: 'prepared for advanced topics', tone: 'success' };
  if (readiness >= 60) return { label: 'Building', hint: 'keep practicing', tone: 'warning' };
  return { label: 'Foundation', hint: 'review basics', tone: 'danger' };
}

/** Exam readiness on the results screen. */
export function examReadinessBand(readiness: number): { label: string; tone: Tone } {
  if (readiness >= 80) return { label: 'Ready for advanced topics', tone: 'success' };
  if (readiness >= 60) return { label: 'Good progress, keep practicing', tone: 'warning' };
  return { label: 'Focus on weak areas', tone: 'danger' };
}

/** Topic percentage bands: on results 80+ good, 60+ warning; on analytics 85+ good, 70+ warning. */
export function topicTone(percentage: number, screen: 'results' | 'analytics'): Tone {
  const [good, warning] = screen === 'results' ? [80, 60] : [85, 70];
  return percentage >= good ? 'success' : percentage >= warning ? 'warning' : 'danger';
}

/** A knowledge gap's accuracy: the rounded percentage, red below 70, amber below 85. */
export function gapAccuracy(correct: number, total: number): { percentage: number; tone: Tone } {
  const percentage = total ? Math.round((correct / total) * 100) : 0;
  return { percentage, tone: percentage < 70 ? 'danger' : percentage < 85 ? 'warning' : 'success' };
}

/** A knowledge gap's bar: weaknessLevel capped at 100; red at 70+, amber at 40+. */
export function gapBar(weaknessLevel: number): { width: number; tone: Tone } {
  const width = Math.min(100, Math.max(0, weaknessLevel));
  return { width, tone: width >= 70 ? 'danger' : width >= 40 ? 'warning' : 'success' };
}

/** A review's badge: Today, Tomorrow or In N days; urgent at 2 days or fewer. */
export function reviewBadge(value: DateLike, now = new Date()): { label: string; urgent: boolean } {
  const date = toDate(value);
  if (!date) return { label: 'N/A', urgent: false };
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.max(0, Math.round((startOf(date) - startOf(now)) / day));
  return { label: days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : `In ${days} days`, urgent: days <= 2 };
}

/** A course colour as stored, or the default indigo when it is not a 6-digit hex. */
export const courseColor = (color: string | null | undefined) =>
  color && /^#[0-9a-f]{6}$/i.test(color) ? color : '#6366F1';

/** A material's display name: its title, else its original file name. */
export const materialName = (material: { title: string | null; originalName: string }) =>
  material.title || material.originalName;
