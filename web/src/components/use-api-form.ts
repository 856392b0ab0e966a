// The one form helper for the spec's 422 envelope `{ errors: { field: [messages] } }`: messages by
// the spec's field names (`base` for the whole form), the first invalid field focused after a
// submit (WCAG 3.3.1), a field's message cleared when it is edited (by its `name`, or `clear`), and the submit state.
//
//   const form = useApiForm<'email'>();
//   <form ref={form.ref} noValidate onSubmit={form.onSubmit(() => request.mutateAsync({ email }))}>
//     <TextField label="Email" {...form.field('email')} onChange={(e) => (setEmail(e.target.value), form.clear('email'))} />
//     <FormAlert message={form.summary()} />
//     <Button type="submit" isDisabled={form.pending} isLoading={form.pending}>Send</Button>
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { ApiError, GENERIC_ERROR, fieldErrorsOf, type FieldErrors } from '../lib/api';

/** What a submit returns: the API reply (its errors are shown when it is not a success), errors found otherwise, or nothing. */
export type SubmitResult = { status: number; body: unknown } | { errors: FieldErrors } | null | undefined;
/** A submit's work; one that returns nothing (e.g. it navigates on success) is one too. */
export type SubmitSend = (() => Promise<SubmitResult> | SubmitResult) | (() => Promise<void>) | (() => void);

export interface FieldProps<F extends string> {
  name: F;
  hasError: boolean;
  errorMessage: string | undefined;
}

export function useApiForm<F extends string>() {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F | 'base'>>({});
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  // Bumped when a submit shows errors: only then does focus move (not while the user edits).
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Shows errors (e.g. found before sending) and focuses the first invalid field. */
  const fail = useCallback((next: FieldErrors<F | 'base'>) => {
    setErrors(next);
    if (Object.keys(next).length > 0) setFocusRequest((n) => n + 1);
  }, []);

  const clear = useCallback((field: F | 'base') => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<F | 'base'>;
    });
  }, []);

  // Editing a named field clears its message even where the caller did not call `clear` (a select,
  // a radio group, a text area): a message stays only while its field is still as it was refused.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onEdit = (event: Event) => {
      const { name } = event.target as HTMLInputElement;
      // Once the event is over (a task, not a microtask: microtasks run between an event's listeners).
      // Cleared before React's own onChange, a controlled field would be drawn again with its old
      // value and the keystroke lost.
      if (name) setTimeout(() => clear(name as F));
    };
    element.addEventListener('input', onEdit);
    element.addEventListener('change', onEdit);
    return () => {
      element.removeEventListener('input', onEdit);
      element.removeEventListener('change', onEdit);
    };
  });

  /** The submit handler: clears old messages, runs `send` once at a time, shows what comes back. */
  const onSubmit = (send: SubmitSend) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setErrors({});
    try {
      const found = errorsOf((await send()) ?? undefined);
      if (found) fail(found as FieldErrors<F | 'base'>);
    } catch (error) {
      // The API client has already told the user (a toast for 5xx and network failures, /login for 401).
      if (!(error instanceof ApiError)) throw error;
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const error = (field: F | 'base'): string | undefined => errors[field]?.[0];

  return {
    ref,
    errors,
    pending,
    error,
    /** Amplify field props: `<TextField {...form.field('email')} />`. */
    field: (name: F): FieldProps<F> => ({ name, hasError: Boolean(error(name)), errorMessage: error(name) }),
    /** Messages about the whole form: `base`, then the given fields that have no input of their own. */
    summary: (...fields: F[]): string | undefined =>
      [...fields, 'base' as const].map(error).filter(Boolean).join(' ') || undefined,
    clear,
    fail,
    onSubmit,
  };
}

function errorsOf(result: SubmitResult): FieldErrors | null {
  if (!result) return null;
  if (!('status' in result)) return Object.keys(result.errors).length > 0 ? result.errors : null;
  if (result.status < 400) return null;
  const found = fieldErrorsOf(result);
  if (Object.keys(found).length > 0) return found;
  // A refusal without field errors (404, 409) says why in `message`.
  const message = (result.body as { message?: unknown } | undefined)?.message;
  return { base: [typeof message === 'string' ? message : GENERIC_ERROR] };
}

/**
 * Checks input with a contract's schema before sending, so the form shows the server's own
 * messages at once: `{ data }` (parsed, e.g. trimmed) or `{ errors }` (the first message per field).
 * The schema is loaded when the form is first submitted (`() => import(...)`): zod and the
 * contract's schemas are not part of any page's first download.
 */
export async function checkInput<S extends z.ZodMiniType>(
  loadSchema: () => Promise<S>,
  value: z.input<S>,
): Promise<{ data: z.output<S>; errors?: undefined } | { errors: FieldErrors }> {
  // Without the schema (its chunk did not load) the server's check is the only one: send as typed.
  const schema = await loadSchema().catch(() => null);
  if (!schema) return { data: value as z.output<S> };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'base');
    errors[field] ??= [issue.message];
  }
  return { errors };
}
