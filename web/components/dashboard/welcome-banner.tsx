// The dashboard's welcome: the student's first name, a message for where they
// are (spec section 4) and the one next step when they have not started yet.
import { ArrowRightIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { LinkButton } from '../ui/button';

const banner = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 'l3',
  px: { base: '5', md: '8' },
  py: { base: '6', md: '8' },
  bgGradient: 'to-br',
  gradientFrom: 'accent.default',
  gradientTo: 'accent.emphasized',
  color: 'accent.fg',
  boxShadow: 'card',
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  justifyContent: 'space-between',
  gap: '5',
});
const cta = css({
  bg: 'bg.surface',
  color: 'accent.text',
  _hover: { bg: 'accent.subtle' },
});

export function WelcomeBanner({
  name,
  message,
  next,
}: {
  name: string;
  message: string;
  next: 'create-course' | 'upload-material' | null;
}) {
  return (
    <section aria-labelledby="welcome-title" className={banner}>
      <div className={css({ maxW: '2xl' })}>
        <h1
          id="welcome-title"
          className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', letterSpacing: '-0.02em' })}
        >
          Welcome back, {name}!
        </h1>
        <p className={css({ mt: '2', textStyle: { base: 'md', md: 'lg' }, opacity: 0.92 })}>{message}</p>
      </div>
      {next === 'create-course' ? (
        <LinkButton to="/courses" size="lg" className={cta}>
          Create Your First Course
          <ArrowRightIcon aria-hidden="true" />
        </LinkButton>
      ) : next === 'upload-material' ? (
        <LinkButton to="/upload" size="lg" className={cta}>
          Upload Your First Material
          <ArrowRightIcon aria-hidden="true" />
        </LinkButton>
      ) : null}
    </section>
  );
}
