// TextField's markup (label, textarea, error message, ARIA wiring) for several lines of text.
// Imported from this file directly (not ./index): the public pages have no textarea.
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  label: string;
  hasError?: boolean;
  errorMessage?: string;
  isRequired?: boolean;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  {
    label,
    hasError = false,
    errorMessage,
    isRequired,
    className,
    id,
    rows = 4,
    'aria-describedby': callerDescribedBy,
    ...textarea
  },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? `field-${generated}`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hasError && errorMessage ? errorId : null, callerDescribedBy].filter(Boolean).join(' ');
  return (
    <div className="amplify-flex amplify-field amplify-textfield">
      <label className="amplify-label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        required={isRequired}
        aria-invalid={hasError}
        aria-describedby={describedBy || undefined}
        // Joined here rather than with ./classes, which lives in the first-load chunk (importing it would add an export there).
        className={['amplify-input amplify-field-group__control', hasError ? 'amplify-input--error' : null, className]
          .filter(Boolean)
          .join(' ')}
        {...textarea}
      />
      {hasError && errorMessage ? (
        <p className="amplify-text amplify-field__error-message" id={errorId}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
});
