// A still picture of a practice exam in progress, drawn with the app's own parts:
// it shows a visitor what Prepwise makes before they sign up.
import { CheckIcon, TimerIcon, TrendingUpIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Badge } from '../ui/badge';

const options = ['Ribosome', 'Mitochondrion', 'Golgi apparatus', 'Lysosome'];
const answer = 1;

export function ExamPreview() {
  return (
    <figure
      aria-label="A practice exam in Prepwise: question 7 of 25, answered correctly"
      className={css({ position: 'relative', w: 'full', maxW: 'lg', mx: 'auto' })}
    >
      <div
        className={css({
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'l3',
          boxShadow: 'popover',
          p: { base: '5', md: '6' },
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
          <div>
            <p className={css({ fontWeight: 'semibold' })}>Cell Biology · Midterm practice</p>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>Question 7 of 25</p>
          </div>
          <span
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              px: '2.5',
              py: '1',
              borderRadius: 'full',
              bg: 'bg.muted',
              textStyle: 'sm',
              fontWeight: 'semibold',
              fontVariantNumeric: 'tabular-nums',
            })}
          >
            <TimerIcon aria-hidden="true" className={css({ w: '4', h: '4' })} />
            18:42
          </span>
        </div>
        <div className={css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}>
          <div className={css({ h: 'full', w: '28%', borderRadius: 'full', bg: 'accent.default' })} />
        </div>
        <p className={css({ textStyle: 'lg', fontWeight: 'semibold', lineHeight: '1.4' })}>
          Which organelle produces most of a cell's ATP?
        </p>
        <ul className={css({ display: 'grid', gap: '2.5' })}>
          {options.map((option, index) => {
            const chosen = index === answer;
            return (
              <li
                key={option}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  px: '4',
                  py: '3',
                  borderRadius: 'l2',
                  borderWidth: '1px',
                  borderColor: chosen ? 'success.default' : 'border.default',
                  bg: chosen ? 'success.subtle' : 'bg.surface',
                  fontWeight: chosen ? 'semibold' : 'normal',
                })}
              >
                <span
                  aria-hidden="true"
                  className={css({
                    display: 'grid',
                    placeItems: 'center',
                    w: '7',
                    h: '7',
                    flexShrink: '0',
                    borderRadius: 'full',
                    textStyle: 'sm',
                    fontWeight: 'semibold',
                    bg: chosen ? 'success.default' : 'bg.muted',
                    color: chosen ? 'fg.inverted' : 'fg.muted',
                  })}
                >
                  {chosen ? <CheckIcon className={css({ w: '4', h: '4' })} /> : String.fromCharCode(65 + index)}
                </span>
                {option}
              </li>
            );
          })}
        </ul>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            pt: '4',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            Correct. The mitochondrion makes ATP through cellular respiration.
          </p>
        </div>
      </div>
      <div
        className={css({
          position: { base: 'relative', md: 'absolute' },
          right: { md: '-6' },
          bottom: { md: '-8' },
          w: { base: 'fit-content', md: 'auto' },
          mt: { base: '-4', md: '0' },
          ml: { base: 'auto', md: '0' },
          mr: { base: '4', md: '0' },
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'l3',
          boxShadow: 'popover',
          px: '4',
          py: '3',
        })}
      >
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '9',
            h: '9',
            borderRadius: 'full',
            bg: 'success.subtle',
            color: 'success.text',
          })}
        >
          <TrendingUpIcon className={css({ w: '5', h: '5' })} />
        </span>
        <div>
          <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>Average score</p>
          <p className={css({ fontWeight: 'bold', display: 'flex', alignItems: 'center', gap: '2' })}>
            88% <Badge tone="success">+12 this week</Badge>
          </p>
        </div>
      </div>
    </figure>
  );
}
