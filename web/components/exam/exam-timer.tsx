// The countdown as the student sees it: the server's time left, amber below 25%,
// red below 10% (spec section 4), with words as well as colour, and a live
// region that announces 5 minutes and 1 minute left.
import { AlarmClockIcon, ClockIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { clock } from '../../lib/format';
import { type TimerTone, timerTone } from './timer';

const toneText: Record<TimerTone, string | null> = {
  normal: null,
  warning: 'Time is running low',
  danger: 'Almost out of time',
};

export function ExamTimer({
  remaining,
  total,
  announcement,
}: {
  remaining: number;
  total: number;
  announcement: string;
}) {
  const tone = timerTone(remaining, total);
  const Icon = tone === 'normal' ? ClockIcon : AlarmClockIcon;
  return (
    <div
      data-tone={tone}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2.5',
        px: '3',
        py: '1.5',
        borderRadius: 'l2',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
        color: 'fg.default',
        transition: 'background 300ms, color 300ms, border-color 300ms',
        '&[data-tone=warning]': { bg: 'warning.subtle', borderColor: 'warning.default', color: 'warning.text' },
        '&[data-tone=danger]': { bg: 'danger.subtle', borderColor: 'danger.default', color: 'danger.text' },
      })}
    >
      <Icon aria-hidden="true" className={css({ w: '5', h: '5', flexShrink: '0' })} />
      <div className={css({ display: 'grid', lineHeight: '1.1' })}>
        <span className={css({ textStyle: 'xs', fontWeight: 'medium', opacity: 0.85 })}>
          {toneText[tone] ?? 'Time remaining'}
        </span>
        {/* The clock itself is not live (it would speak every second); the announcements below are. */}
        <span
          role="timer"
          aria-label={`Time remaining ${clock(remaining)}`}
          className={css({
            fontFamily: 'mono',
            fontVariantNumeric: 'tabular-nums',
            textStyle: 'xl',
            fontWeight: 'bold',
          })}
        >
          {clock(remaining)}
        </span>
      </div>
      <span aria-live="assertive" aria-atomic="true" className={css({ srOnly: true })}>
        {announcement}
      </span>
    </div>
  );
}
