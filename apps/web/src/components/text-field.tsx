import type { InputHTMLAttributes } from 'react';
import { outlinedControl, type OutlinedFrameProps } from './outlined-field';

type TextFieldProps = OutlinedFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | keyof OutlinedFrameProps>;

/**
 * A native input dressed like Ionic's outlined inputs, as SelectField is. The login screen uses
 * it so that the first screen a phone shows needs none of Ionic's form code: rendering ion-input
 * and ion-button was the longest task of the login screen's start on a slow phone.
 */
export const TextField = outlinedControl<TextFieldProps>((aria, input, hasEnd) => (
  <input
    className={`outlined-field__control${hasEnd ? ' outlined-field__control--with-end' : ''}`}
    {...aria}
    {...input}
  />
));
