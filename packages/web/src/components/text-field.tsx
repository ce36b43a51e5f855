import type { InputHTMLAttributes } from 'react';
import { BoundField, splitBound, type BoundState } from './field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'value'>, BoundState {
  label: string;
  hint?: string;
}

/** A labelled input whose error is tied to it for screen readers and styled 'active error'. */
export function TextField({ label, hint, className, ...props }: TextFieldProps) {
  const [state, input] = splitBound(props);
  return (
    <BoundField
      label={label}
      hint={hint}
      state={state}
      className={className ?? 'field__input'}
      render={(control) => <input {...input} {...control} />}
    />
  );
}
