// The visitor's landing page. The public-site issue completes it (benefits, how
// it works, FAQ, final call to action); this is its hero.
import { css } from 'styled-system/css';
import { PublicLayout } from '../layout/public-layout';
import { LinkButton } from '../ui/button';

export function Landing() {
  return (
    <PublicLayout>
      <section
        className={css({
          maxW: '4xl',
          mx: 'auto',
          px: { base: '4', md: '8' },
          py: { base: '16', md: '28' },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '6',
        })}
      >
        <h1
          className={css({
            textStyle: { base: '4xl', md: '6xl' },
            fontWeight: 'extrabold',
            letterSpacing: '-0.03em',
            lineHeight: '1.1',
          })}
        >
          Turn your study materials into <span className={css({ color: 'accent.default' })}>practice exams</span>
        </h1>
        <p className={css({ textStyle: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: '2xl' })}>
          Upload your notes and readings. Prepwise writes timed practice exams from them, grades your answers, finds
          your weak topics and tells you what to review next.
        </p>
        <LinkButton to="/login" size="lg">
          Start Studying Smarter →
        </LinkButton>
      </section>
    </PublicLayout>
  );
}
