import type { TextareaHTMLAttributes } from 'react';
import { outlinedControl, type OutlinedFrameProps } from './outlined-field';

/** A native textarea dressed like TextField, for a text of several lines. */
export const TextAreaField = outlinedControl<
  OutlinedFrameProps &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | keyof OutlinedFrameProps>
>((aria, textarea) => (
  <textarea
    className="outlined-field__control outlined-field__control--area"
    {...aria}
    {...textarea}
  />
));
