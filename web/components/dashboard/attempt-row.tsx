// A completed attempt in a list (dashboard, exams page): the row's layout, and the
// score at its end, the percentage in its tone and the word for it.
import { css, cx } from 'styled-system/css';
import { scoreLabel, scoreTone } from '../../lib/format';
import { toneText } from './tones';

/** Title and details, the score, then the link to the results; the link wraps under them on phones. */
export const attemptRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', sm: '1fr auto auto' },
  alignItems: 'center',
  columnGap: '4',
  rowGap: '2',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0', pt: '0' },
  _last: { pb: '0' },
});

export function AttemptScore({ score }: { score: number }) {
  return (
    <div className={css({ textAlign: 'right' })}>
      <p className={cx(css({ textStyle: 'xl', fontWeight: 'bold', lineHeight: '1.2' }), toneText[scoreTone(score)])}>
        {Math.round(score)}%
      </p>
      <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>{scoreLabel(score)}</p>
    </div>
  );
}
