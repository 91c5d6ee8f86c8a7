// The first-time beta welcome (spec section 4): shown once per browser when a
// student is signed in, pointing to the in-app chat and the community server.
// The dialog code loads only for a student who has not seen it yet.
import { MessageCircleIcon, UsersIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { discordInvite } from '../../lib/links';

/** The browser flag that remembers the welcome was seen. */
export const betaWelcomeSeenKey = 'prepwise:beta-welcome-seen';

function seen(): boolean {
  try {
    return localStorage.getItem(betaWelcomeSeenKey) === '1';
  } catch {
    return false; // storage blocked: show it, and it will simply show again next time
  }
}

function markSeen() {
  try {
    localStorage.setItem(betaWelcomeSeenKey, '1');
  } catch {
    // storage blocked: nothing to remember it in
  }
}

const point = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'l2',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
});
const pointIcon = css({
  flexShrink: '0',
  display: 'grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  '& svg': { w: '4.5', h: '4.5' },
});

const WelcomeDialog = lazy(async () => {
  const [{ Dialog }, { Portal }, { Button }, { Badge }] = await Promise.all([
    import('../ui/dialog'),
    import('@ark-ui/react/portal'),
    import('../ui/button'),
    import('../ui/badge'),
  ]);

  // biome-ignore lint/correctness/noComponentHookFactories: lazy() runs this factory once, so the component is made once
  function WelcomeDialog({ onClose }: { onClose: () => void }) {
    const start = useRef<HTMLButtonElement>(null);
    return (
      <Dialog.Root
        open
        onOpenChange={(details) => (details.open ? undefined : onClose())}
        initialFocusEl={() => start.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', pr: '8' })}>
                <Badge tone="accent" className={css({ alignSelf: 'flex-start' })}>
                  Beta
                </Badge>
                <Dialog.Title>Welcome to Prepwise!</Dialog.Title>
                <Dialog.Description>
                  Prepwise is in beta, and you are one of our first students. Practice questions are machine-generated
                  and may contain mistakes, so tell us what you find and we will fix it fast.
                </Dialog.Description>
              </div>
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                <li className={point}>
                  <span className={pointIcon} aria-hidden="true">
                    <MessageCircleIcon />
                  </span>
                  <div>
                    <p className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>Chat with us in the app</p>
                    <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                      Questions, bugs or ideas? Open the chat widget in the corner of any page to reach the team.
                    </p>
                  </div>
                </li>
                <li className={point}>
                  <span className={pointIcon} aria-hidden="true">
                    <UsersIcon />
                  </span>
                  <div>
                    <p className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>Join the community</p>
                    <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                      Meet other students, share study tips and hear about new features first on our Discord server.
                    </p>
                  </div>
                </li>
              </ul>
              <div
                className={css({
                  display: 'flex',
                  flexDirection: { base: 'column-reverse', sm: 'row' },
                  justifyContent: 'flex-end',
                  gap: '2',
                })}
              >
                <a
                  href={discordInvite}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={button({ variant: 'outline' })}
                >
                  Join Discord
                  <span className={css({ srOnly: true })}> (opens in a new tab)</span>
                </a>
                <Button ref={start} onClick={onClose}>
                  Get Started
                </Button>
              </div>
              <Dialog.CloseTrigger asChild>
                <Button variant="ghost" size="icon" aria-label="Close">
                  <XIcon />
                </Button>
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  }
  return { default: WelcomeDialog };
});

export function BetaWelcome({ user }: { user: unknown }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (user && !seen()) setOpen(true);
  }, [user]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog
        onClose={() => {
          markSeen();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
