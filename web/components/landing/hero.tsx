// The landing page's first screen: the promise, the call to action and a glimpse
// of a practice exam.
import { CheckIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { container, heroBand } from '../public/section';
import { LinkButton } from '../ui/button';
import { ExamPreview } from './exam-preview';

const assurances = ['Free to start', 'PDF, DOCX and TXT', 'Your materials stay private'];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className={heroBand}>
      <div
        className={cx(
          container,
          css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', lg: '1.1fr 0.9fr' },
            alignItems: 'center',
            gap: { base: '12', lg: '16' },
            py: { base: '14', md: '24' },
          }),
        )}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <p
            className={css({
              alignSelf: 'flex-start',
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2',
              px: '3',
              py: '1',
              borderRadius: 'full',
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'accent.muted',
              color: 'accent.text',
              textStyle: 'sm',
              fontWeight: 'medium',
            })}
          >
            Practice exams from your own notes
          </p>
          <h1
            id="hero-title"
            className={css({
              textStyle: { base: '4xl', md: '6xl' },
              fontWeight: 'extrabold',
              letterSpacing: '-0.035em',
              lineHeight: '1.05',
            })}
          >
            Study less. <span className={css({ color: 'accent.default' })}>Score higher.</span> Walk in ready.
          </h1>
          <p className={css({ textStyle: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: '2xl' })}>
            Upload your lecture notes, slides and readings. Prepwise turns them into timed practice exams, grades every
            answer, finds your weak topics and tells you what to review next.
          </p>
          <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' })}>
            <LinkButton to="/login" size="lg">
              Start Studying Smarter →
            </LinkButton>
            <a href="#how-it-works" className={button({ variant: 'outline', size: 'lg' })}>
              See how it works
            </a>
          </div>
          <ul
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: '5',
              rowGap: '2',
              textStyle: 'sm',
              color: 'fg.muted',
            })}
          >
            {assurances.map((text) => (
              <li key={text} className={css({ display: 'flex', alignItems: 'center', gap: '1.5' })}>
                <CheckIcon aria-hidden="true" className={css({ w: '4', h: '4', color: 'success.default' })} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <ExamPreview />
      </div>
    </section>
  );
}
