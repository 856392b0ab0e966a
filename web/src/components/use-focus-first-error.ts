// After a submit comes back with field errors, focus the first invalid field so keyboard and
// screen-reader users land on it and hear its label and message (WCAG 3.3.1).
import { useEffect, type RefObject } from 'react';

export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
