// Amplify UI's TextField markup (label, description, input, error message, with its classes and
// ARIA wiring), without its React package (see button.tsx for why).
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classes } from './classes';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'disabled'> {
  label: ReactNode;
  /** Help under the label, read out with the input. */
  descriptiveText?: ReactNode;
  hasError?: boolean;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Content after the input, inside the field group (the password field's show switch). */
  outerEnd?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    descriptiveText,
    hasError = false,
    errorMessage,
    isRequired,
    isDisabled,
    outerEnd,
    className,
    id,
    type = 'text',
    'aria-describedby': callerDescribedBy,
    ...input
  },
  ref,
) {
  // A read-only field's note says why it cannot be changed: under the value, so the box stays in line
  // with its neighbours (help on how to fill a field comes before it).
  const noteBelow = Boolean(input.readOnly);
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  // A caller's own description is added to (never replaces) the error and help the field links itself.
  const describedBy = [
    hasError && errorMessage ? errorId : null,
    descriptiveText ? descriptionId : null,
    callerDescribedBy,
  ]
    .filter(Boolean)
    .join(' ');
  const description = (
    <p className="amplify-text amplify-field__description" id={descriptionId}>
      {descriptiveText}
    </p>
  );
  return (
    <div
      className={classes(
        'amplify-flex amplify-field amplify-textfield',
        outerEnd ? 'amplify-passwordfield' : null,
        className,
      )}
    >
      <label className="amplify-label" htmlFor={inputId}>
        {label}
      </label>
      {descriptiveText && !noteBelow ? description : null}
      <div className="amplify-flex amplify-field-group amplify-field-group--horizontal">
        <div className="amplify-field-group__field-wrapper amplify-field-group__field-wrapper--horizontal">
          <input
            ref={ref}
            id={inputId}
            type={type}
            required={isRequired}
            disabled={isDisabled}
            aria-invalid={hasError}
            aria-describedby={describedBy || undefined}
            className={classes('amplify-input amplify-field-group__control', hasError && 'amplify-input--error')}
            {...input}
          />
        </div>
        {outerEnd ? <div className="amplify-field-group__outer-end">{outerEnd}</div> : null}
      </div>
      {descriptiveText && noteBelow ? description : null}
      {hasError && errorMessage ? (
        <p className="amplify-text amplify-field__error-message" id={errorId}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
});
