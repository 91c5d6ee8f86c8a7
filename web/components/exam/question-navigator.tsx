// The 5-column question grid (spec sections 4 and 9). Each cell shows one state,
// by priority: current, flagged, answered, unanswered; shape and icon say it too,
// not colour alone.
import { FlagIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';

export type QuestionState = 'current' | 'flagged' | 'answered' | 'unanswered';

export function questionState(index: number, current: number, flagged: boolean, answered: boolean): QuestionState {
  if (index === current) return 'current';
  if (flagged) return 'flagged';
  if (answered) return 'answered';
  return 'unanswered';
}

const stateLabel: Record<QuestionState, string> = {
  current: 'current',
  flagged: 'flagged',
  answered: 'answered',
  unanswered: 'not answered',
};

const cell = css({
  position: 'relative',
  aspectRatio: '1',
  minH: '10',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'l1',
  borderWidth: '1px',
  textStyle: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  transition: 'background 120ms, border-color 120ms',
  '&[data-state=unanswered]': {
    bg: 'bg.surface',
    borderColor: 'border.strong',
    color: 'fg.muted',
    _hover: { bg: 'bg.muted' },
  },
  '&[data-state=answered]': { bg: 'success.subtle', borderColor: 'success.default', color: 'success.text' },
  '&[data-state=flagged]': { bg: 'warning.subtle', borderColor: 'warning.default', color: 'warning.text' },
  '&[data-state=current]': {
    bg: 'accent.default',
    borderColor: 'accent.default',
    color: 'accent.fg',
    boxShadow: '0 0 0 2px {colors.bg.surface}, 0 0 0 4px {colors.accent.default}',
  },
});

const marker = css({ position: 'absolute', top: '0.5', right: '0.5', w: '3', h: '3' });

export function QuestionNavigator({
  total,
  current,
  answered,
  flagged,
  onSelect,
}: {
  total: number;
  current: number;
  answered: (index: number) => boolean;
  flagged: (index: number) => boolean;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Questions">
      <ol className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: '2' })}>
        {Array.from({ length: total }, (_, index) => {
          const isFlagged = flagged(index);
          const isAnswered = answered(index);
          const state = questionState(index, current, isFlagged, isAnswered);
          // The name says every state that applies, whatever the cell shows.
          const name = [`Question ${index + 1}`, isAnswered ? 'answered' : 'not answered', isFlagged ? 'flagged' : null]
            .filter(Boolean)
            .join(', ');
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the grid is positional
            <li key={index}>
              <button
                type="button"
                className={cx(cell)}
                data-state={state}
                data-answered={isAnswered || undefined}
                data-flagged={isFlagged || undefined}
                aria-label={name}
                aria-current={index === current ? 'step' : undefined}
                title={`Question ${index + 1}: ${stateLabel[state]}`}
                onClick={() => onSelect(index)}
              >
                {index + 1}
                {isFlagged ? <FlagIcon aria-hidden="true" className={marker} /> : null}
                {!isFlagged && isAnswered && state !== 'current' ? (
                  <span
                    aria-hidden="true"
                    className={css({
                      position: 'absolute',
                      bottom: '1',
                      w: '1.5',
                      h: '1.5',
                      borderRadius: 'full',
                      bg: 'success.default',
                    })}
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function NavigatorLegend() {
  const item = css({ display: 'flex', alignItems: 'center', gap: '2' });
  const swatch = css({ w: '4', h: '4', borderRadius: 'sm', borderWidth: '1px', flexShrink: '0' });
  return (
    <ul
      className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', textStyle: 'xs', color: 'fg.muted' })}
    >
      <li className={item}>
        <span className={cx(swatch, css({ bg: 'accent.default', borderColor: 'accent.default' }))} /> Current
      </li>
      <li className={item}>
        <span
          className={cx(
            swatch,
            css({ bg: 'warning.subtle', borderColor: 'warning.default', display: 'grid', placeItems: 'center' }),
          )}
        >
          <FlagIcon aria-hidden="true" className={css({ w: '2.5', h: '2.5', color: 'warning.text' })} />
        </span>
        Flagged
      </li>
      <li className={item}>
        <span className={cx(swatch, css({ bg: 'success.subtle', borderColor: 'success.default' }))} /> Answered
      </li>
      <li className={item}>
        <span className={cx(swatch, css({ bg: 'bg.surface', borderColor: 'border.strong' }))} /> Not answered
      </li>
    </ul>
  );
}
