// Amplify's PasswordField with a show/hide switch whose name does not repeat the field's label,
// so "Password" names exactly one control on the page (for voice control and for tests alike).
import { forwardRef } from 'react';
import { PasswordField, type PasswordFieldProps } from '@aws-amplify/ui-react';

export const PasswordInput = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordInput(props, ref) {
  return (
    <PasswordField
      ref={ref}
      showPasswordButtonLabel="Show characters"
      passwordIsHiddenLabel="Characters are hidden"
      passwordIsShownLabel="Characters are shown"
      {...props}
    />
  );
});
