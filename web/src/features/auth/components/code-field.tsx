// The one field for a second factor: the 6-digit code from the authenticator app, or (switched by
// a link-style button) a recovery code.
import { TextField } from '@web/components/ui';

export type FactorKind = 'code' | 'recoveryCode';

interface CodeFieldProps {
  kind: FactorKind;
  value: string;
  onChange: (value: string) => void;
  /** The form's `field(kind)` (name, error state and message). */
  fieldProps: { name: string; hasError: boolean; errorMessage: string | undefined };
  autoFocus?: boolean;
}

export function CodeField({ kind, value, onChange, fieldProps, autoFocus }: CodeFieldProps) {
  return kind === 'code' ? (
    <TextField
      key="code"
      label="Authentication code"
      descriptiveText="The 6-digit code your authenticator app shows now."
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      autoFocus={autoFocus}
      isRequired
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      {...fieldProps}
    />
  ) : (
    <TextField
      key="recoveryCode"
      label="Recovery code"
      descriptiveText="One of the codes you saved when you set up two-step verification (xxxx-xxxx-xxxx). Each works once."
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={40}
      autoFocus={autoFocus}
      isRequired
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...fieldProps}
    />
  );
}

/** The body a factor goes as. */
export const factorBody = (kind: FactorKind, value: string) =>
  kind === 'code' ? { code: value.trim() } : { recoveryCode: value.trim() };
