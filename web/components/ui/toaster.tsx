// The toaster: one toast at a time (spec section 8), 5 s each, a default and a
// destructive style. Loaded lazily: show toasts with ./toast, not from here.
import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast';
import { XIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { toast as toastRecipe } from 'styled-system/recipes';
import { Button } from './button';
import { createStyleContext } from './style-context';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  overlap: false,
  gap: 12,
  hotkey: ['F8'],
});

const { withProvider, withContext } = createStyleContext(toastRecipe);
const Root = withProvider(Toast.Root, 'root');
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');

export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(toast) => (
        <Root>
          <Title>{toast.title}</Title>
          {toast.description ? <Description>{toast.description}</Description> : null}
          <CloseTrigger asChild>
            <Button variant="ghost" size="sm" aria-label="Dismiss notification" className={css({ color: 'inherit' })}>
              <XIcon />
            </Button>
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  );
}
