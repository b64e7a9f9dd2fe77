import type { ReactNode, SelectHTMLAttributes } from 'react';
import { outlinedControl, type OutlinedFrameProps } from './outlined-field';

type SelectFieldProps = OutlinedFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | keyof OutlinedFrameProps> & {
    children: ReactNode;
  };

/**
 * A native select dressed like Ionic's outlined inputs. The phone's own picker is the best one
 * for a long club list, and it keeps Ionic's overlay code (alert, popover, action sheet, modal)
 * out of the login bundle.
 */
export const SelectField = outlinedControl<SelectFieldProps>((aria, select) => (
  <select className="outlined-field__control select-field__select" {...aria} {...select} />
));
