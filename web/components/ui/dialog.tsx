import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { dialog } from 'styled-system/recipes';
import { createStyleContext } from './style-context';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Dialog = {
  Root: withRootProvider(ArkDialog.Root),
  Trigger: ArkDialog.Trigger,
  Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
  Positioner: withContext(ArkDialog.Positioner, 'positioner'),
  Content: withContext(ArkDialog.Content, 'content'),
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  CloseTrigger: withContext(ArkDialog.CloseTrigger, 'closeTrigger'),
};
