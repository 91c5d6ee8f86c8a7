// One upcoming review: the topic, how often it was reviewed and its last score,
// and when it is due. Shared by the analytics page and the study-plan dialog.
import { css, cx } from 'styled-system/css';
import { reviewBadge } from '../../lib/format';
import { Badge } from '../ui/badge';

type Review = { topic: string; reviewCount: number; lastScore: number | null; nextReviewDate: string | number | Date };

const row = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });

export function ReviewRow({ review, now, className }: { review: Review; now?: Date; className?: string }) {
  const badge = reviewBadge(review.nextReviewDate, now);
  return (
    <li className={cx(row, className)}>
      <div className={css({ minW: '0' })}>
        <p className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>{review.topic}</p>
        <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
          {review.reviewCount === 1 ? 'Reviewed once' : `Reviewed ${review.reviewCount} times`}
          {review.lastScore != null ? ` · last score ${Math.round(review.lastScore)}%` : ''}
        </p>
      </div>
      <Badge tone={badge.urgent ? 'danger' : 'neutral'}>{badge.label}</Badge>
    </li>
  );
}
