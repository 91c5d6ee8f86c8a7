import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { signInErrorMessage } from '../../worker/contracts/auth';
import { userQueryOptions } from '../api/queries/user';
import { BrandMark } from '../components/public/brand-mark';
import { PublicErrorScreen, PublicPage } from '../components/public/public-page';
import { applySessionHint } from '../components/public/session-hint';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';

export const Route = createFileRoute('/login')({
  // A plain check rather than zod: this runs for every link to /login, on the public pages too.
  validateSearch: (search: Record<string, unknown>): { error?: string } =>
    typeof search.error === 'string' ? { error: search.error } : {},
  beforeLoad: async ({ context }) => {
    applySessionHint(context.queryClient);
    const user = await context.queryClient.ensureQueryData(userQueryOptions());
    if (user) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
  errorComponent: PublicErrorScreen,
});

const legalLink = css({ color: 'accent.text', textDecoration: 'underline' });

function LoginPage() {
  const { error } = Route.useSearch();
  const message = signInErrorMessage(error);
  return (
    <PublicPage>
      <div
        className={css({
          flex: '1',
          display: 'grid',
          placeItems: 'center',
          px: '4',
          py: { base: '12', md: '20' },
          bgGradient: 'to-b',
          gradientFrom: 'accent.subtle',
          gradientTo: 'bg.canvas',
        })}
      >
        <Card.Root className={css({ w: 'full', maxW: 'md', boxShadow: 'popover' })}>
          <Card.Body className={css({ gap: '6', p: { base: '6', sm: '10' }, textAlign: 'center' })}>
            <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center' })}>
              <BrandMark className={css({ mb: '4' })} />
              <h1 className={css({ textStyle: '3xl', fontWeight: 'bold', letterSpacing: '-0.02em' })}>Prepwise</h1>
              <p className={css({ color: 'fg.muted', mt: '1' })}>Your AI-powered study companion</p>
            </div>
            {message ? (
              <p
                role="alert"
                className={css({
                  textStyle: 'sm',
                  color: 'danger.text',
                  bg: 'danger.subtle',
                  borderWidth: '1px',
                  borderColor: 'red.200',
                  borderRadius: 'l2',
                  px: '3',
                  py: '2',
                })}
              >
                {message}
              </p>
            ) : null}
            <Button size="lg" variant="outline" onClick={() => window.location.assign('/auth/google')}>
              <GoogleMark />
              Sign in with Google
            </Button>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
              New to Prepwise? Signing in creates your free account.
            </p>
            <p className={css({ textStyle: 'xs', color: 'fg.subtle' })}>
              By signing in, you agree to our{' '}
              <Link to="/terms-of-service" className={legalLink}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy-policy" className={legalLink}>
                Privacy Policy
              </Link>
              .
            </p>
          </Card.Body>
        </Card.Root>
      </div>
    </PublicPage>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
