// The not-found and error-boundary screens (spec sections 2 and 4).
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, LinkButton } from '../ui/button';

const screen = css({
  flex: '1',
  minH: '60dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  p: '6',
  textAlign: 'center',
});
const title = css({ textStyle: '2xl', fontWeight: 'bold' });
const text = css({ color: 'fg.muted', maxW: 'md' });

export function NotFound() {
  return <NotFoundScreen element="main" />;
}

/**
 * Page Not Found as any element: inside a page that already has its <main> (an
 * unknown comparison page keeps the public frame), it is a section of that main.
 */
export function NotFoundScreen({ element: Element }: { element: 'main' | 'section' }) {
  return (
    <Element className={screen} aria-labelledby="not-found-title">
      <p className={css({ color: 'accent.text', fontWeight: 'semibold' })}>404</p>
      <h1 id="not-found-title" className={title}>
        Page Not Found
      </h1>
      <p className={text}>The page you are looking for does not exist or has moved.</p>
      <LinkButton to="/" variant="outline" className={css({ mt: '2' })}>
        Go to the home page
      </LinkButton>
    </Element>
  );
}

export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className={screen} role="alert">
      <h1 className={title}>Something went wrong</h1>
      <p className={text}>We encountered an error. Please try again.</p>
      {message ? (
        <pre
          className={css({
            textStyle: 'sm',
            fontFamily: 'mono',
            bg: 'bg.muted',
            color: 'danger.text',
            px: '3',
            py: '2',
            borderRadius: 'l1',
            maxW: 'full',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          })}
        >
          {message}
        </pre>
      ) : null}
      <Button
        className={css({ mt: '2' })}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </main>
  );
}
