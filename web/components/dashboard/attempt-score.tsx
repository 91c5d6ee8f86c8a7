// An attempt's score in a list row: the percentage in its tone and the word for it.
import { css, cx } from 'styled-system/css';
import { scoreLabel, scoreTone } from '../../lib/format';
import { toneText } from './tones';

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
