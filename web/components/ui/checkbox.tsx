import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { CheckIcon, MinusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { checkbox } from 'styled-system/recipes';
import { createStyleContext } from './style-context';

const { withProvider, withContext } = createStyleContext(checkbox);
const Root = withProvider(ArkCheckbox.Root, 'root');
const Control = withContext(ArkCheckbox.Control, 'control');
const Label = withContext(ArkCheckbox.Label, 'label');

export function Checkbox({
  checked,
  onCheckedChange,
  disabled,
  children,
  'aria-label': ariaLabel,
}: {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  children?: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
    >
      <Control>
        <ArkCheckbox.Indicator>
          <CheckIcon />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate>
          <MinusIcon />
        </ArkCheckbox.Indicator>
      </Control>
      {children ? <Label>{children}</Label> : null}
      <ArkCheckbox.HiddenInput aria-label={ariaLabel} />
    </Root>
  );
}
