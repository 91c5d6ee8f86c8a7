// The four stat cards; a zero shows as an em dash (spec section 2).
import { BookOpenIcon, ClockIcon, TargetIcon, TrophyIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { statValue } from '../../lib/format';
import { StatCard } from '../ui/stat-card';

export const statGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
});

export function DashboardStats({
  stats,
}: {
  stats: { materialsCount: number; examsCompleted: number; averageScore: number; studyTimeHours: number };
}) {
  return (
    <section aria-label="Your progress" className={statGrid}>
      <StatCard
        label="Study Materials"
        value={statValue(stats.materialsCount)}
        icon={<BookOpenIcon aria-hidden="true" />}
      />
      <StatCard
        label="Exams Completed"
        value={statValue(stats.examsCompleted)}
        icon={<TrophyIcon aria-hidden="true" />}
      />
      <StatCard
        label="Average Score"
        value={statValue(stats.averageScore, (n) => `${n}%`)}
        icon={<TargetIcon aria-hidden="true" />}
      />
      <StatCard
        label="Study Time"
        value={statValue(stats.studyTimeHours, (n) => `${n}h`)}
        icon={<ClockIcon aria-hidden="true" />}
      />
    </section>
  );
}
