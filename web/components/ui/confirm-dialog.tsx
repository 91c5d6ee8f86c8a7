// A yes/no question before something that cannot be undone (delete, replace).
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { Button } from './button';
import { Dialog } from './dialog';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = true,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
              <Dialog.CloseTrigger asChild className={css({ position: 'static' })}>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.CloseTrigger>
              <Button variant={destructive ? 'destructive' : 'solid'} disabled={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
