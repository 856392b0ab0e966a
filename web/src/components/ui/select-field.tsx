// Amplify UI's SelectField markup (label, native select, description, error) without its React package.
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classes } from './classes';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'disabled'> {
  label: ReactNode;
  descriptiveText?: ReactNode;
  hasError?: boolean;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The first, empty option (e.g. 'Select a state'). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    descriptiveText,
    hasError = false,
    errorMessage,
    isRequired,
    isDisabled,
    placeholder,
    options,
    className,
    id,
    ...select
  },
  ref,
) {
  const generated = useId();
  const selectId = id ?? `select-${generated}`;
  const describedBy = [
    hasError && errorMessage ? `${selectId}-error` : null,
    descriptiveText ? `${selectId}-description` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes('amplify-flex amplify-field amplify-selectfield', className)}>
      <label className="amplify-label" htmlFor={selectId}>
        {label}
      </label>
      {descriptiveText ? (
        <p className="amplify-text amplify-field__description" id={`${selectId}-description`}>
          {descriptiveText}
        </p>
      ) : null}
      <div className="amplify-select__wrapper">
        <select
          ref={ref}
          id={selectId}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={hasError}
          aria-describedby={describedBy || undefined}
          className={classes('amplify-select amplify-field-group__control', hasError && 'amplify-select--error')}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hasError && errorMessage ? (
        <p className="amplify-text amplify-field__error-message" id={`${selectId}-error`}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
});
