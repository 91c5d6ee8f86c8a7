import { type ComponentProps, type ReactNode, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { recipeComponent } from './recipe-component';

export const Input = recipeComponent('input', input, { kind: 'field' });
export const Textarea = recipeComponent('textarea', input, { kind: 'area' });
export const Select = recipeComponent('select', input, { kind: 'select' });

const labelStyle = css({ display: 'block', textStyle: 'sm', fontWeight: 'medium', color: 'fg.default', mb: '1.5' });
const hintStyle = css({ textStyle: 'xs', color: 'fg.subtle', mt: '1' });

/** A label, one control and an optional hint; the control gets the label's id. */
export function Field({
  label,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      {children(id)}
      {hint ? <p className={hintStyle}>{hint}</p> : null}
    </div>
  );
}

export function FieldLabel({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cx(labelStyle, className)} {...props} />;
}
