// Toasts: one at a time (spec section 8), 5 s each, a default and a destructive style.
import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast';
import { XIcon } from 'lucide-react';
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

type ToastInput = { title: string; description?: string };

/** Shows a toast; destructive ones are for failures. */
export const notify = {
  info: (toast: ToastInput) => toaster.create({ ...toast, type: 'info' }),
  success: (toast: ToastInput) => toaster.create({ ...toast, type: 'success' }),
  destructive: (toast: ToastInput) => toaster.create({ ...toast, type: 'error' }),
};

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
            <Button variant="ghost" size="sm" aria-label="Dismiss notification" color="inherit">
              <XIcon />
            </Button>
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  );
}
