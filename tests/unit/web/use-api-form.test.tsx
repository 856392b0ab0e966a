// @vitest-environment happy-dom
// The one form helper: a 422's messages under the spec's field names (`base` for the form), the
// first invalid field focused after a submit, a field's message cleared when it is edited (focus
// stays), one submit at a time with the pending state, refusals without field errors, and the
// contract-schema check before sending.
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { SelectField, TextField } from '@web/components/ui';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { signUp } from '@shared/contracts/profile';
import { FormAlert } from '@web/components/form-alert';
import { checkInput, useApiForm, type SubmitResult } from '@web/components/use-api-form';
import { ApiError } from '@web/lib/api';
import { button, byLabel, click, flush, renderRoutes, type, type Rendered } from './support/dom';
import { deferred } from './exams/fixtures';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

let send: () => Promise<SubmitResult> = async () => undefined;
let sends = 0;

function Example() {
  const form = useApiForm<'email' | 'phone' | 'terms'>();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const submit = form.onSubmit(() => {
    sends++;
    return send();
  });
  return (
    <form ref={form.ref} noValidate onSubmit={submit}>
      <TextField
        label="Email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          form.clear('email');
        }}
        {...form.field('email')}
      />
      <TextField
        label="Phone"
        value={phone}
        onChange={(e) => {
          setPhone(e.target.value);
          form.clear('phone');
        }}
        {...form.field('phone')}
      />
      <FormAlert message={form.summary('terms')} />
      <button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

/** Fields that never call `form.clear`: their `name` is enough. */
function Unwired() {
  const form = useApiForm<'state' | 'note'>();
  const [state, setState] = useState('');
  const [note, setNote] = useState('');
  const submit = form.onSubmit(() => send());
  return (
    <form ref={form.ref} noValidate onSubmit={submit}>
      <SelectField
        label="State"
        placeholder="Select a state"
        options={[{ value: 'FL', label: 'Florida' }]}
        value={state}
        onChange={(e) => setState(e.target.value)}
        {...form.field('state')}
      />
      <TextAreaField label="Note" value={note} onChange={(e) => setNote(e.target.value)} {...form.field('note')} />
      <button type="submit">Save</button>
    </form>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <Example /> },
  { path: '/unwired', element: <Unwired /> },
];
const alertText = () => view!.container.querySelector('[role="alert"]')?.textContent ?? '';
const invalid = (label: string) => byLabel(view!.container, label).getAttribute('aria-invalid') === 'true';

describe('useApiForm', () => {
  it("shows a 422's messages by field, the rest in the summary, and focuses the first invalid field", async () => {
    send = async () => ({
      status: 422,
      body: {
        errors: {
          phone: ['Phone number is invalid'],
          email: ['Email is invalid'],
          terms: ['Accept the terms'],
          base: ['Please check the form'],
        },
      },
    });
    view = await renderRoutes(routes, '/');
    await click(button(view.container, 'Save'));
    expect(invalid('Email')).toBe(true);
    expect(invalid('Phone')).toBe(true);
    expect(view.container.textContent).toContain('Email is invalid');
    expect(view.container.textContent).toContain('Phone number is invalid');
    expect(alertText()).toBe('Accept the terms Please check the form');
    // The first invalid field in the form's order, whatever order the reply lists them in.
    expect(document.activeElement).toBe(byLabel(view.container, 'Email'));
  });

  it("clears only the edited field's message, without moving focus", async () => {
    send = async () => ({
      status: 422,
      body: { errors: { email: ['Email is invalid'], phone: ['Phone number is invalid'] } },
    });
    view = await renderRoutes(routes, '/');
    await click(button(view.container, 'Save'));
    byLabel(view.container, 'Phone').focus();
    await type(byLabel(view.container, 'Phone'), '555 555 0123');
    expect(invalid('Phone')).toBe(false);
    // What was typed stays: clearing the message does not re-render the field before its own change.
    expect(byLabel(view.container, 'Phone').value).toBe('555 555 0123');
    expect(invalid('Email')).toBe(true);
    expect(document.activeElement).toBe(byLabel(view.container, 'Phone'));
  });

  it("clears a field's message when it changes, by its name, where the form does not call clear itself", async () => {
    send = async () => ({
      status: 422,
      body: { errors: { state: ['State must be a US state'], note: ['Note is too long'] } },
    });
    view = await renderRoutes(routes, '/unwired');
    await click(button(view.container, 'Save'));
    expect(invalid('State')).toBe(true);
    expect(invalid('Note')).toBe(true);
    const state = byLabel(view.container, 'State') as unknown as HTMLSelectElement;
    await act(async () => {
      state.value = 'FL';
      state.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();
    expect(invalid('State')).toBe(false);
    expect(view.container.textContent).not.toContain('State must be a US state');
    expect(invalid('Note')).toBe(true);
    const note = byLabel(view.container, 'Note') as unknown as HTMLTextAreaElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(note, 'Shorter');
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await flush();
    expect(invalid('Note')).toBe(false);
  });

  it('runs one submit at a time and shows the pending state', async () => {
    const reply = deferred<SubmitResult>();
    send = () => reply.promise;
    sends = 0;
    view = await renderRoutes(routes, '/');
    const form = view.container.querySelector('form')!;
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(sends).toBe(1);
    expect(button(view.container, 'Saving…').disabled).toBe(true);
    await act(async () => reply.resolve({ status: 201, body: {} }));
    await flush();
    expect(button(view.container, 'Save').disabled).toBe(false);
    expect(alertText()).toBe('');
  });

  it("shows a refusal's message (404, 409) for the whole form and errors found before sending", async () => {
    send = async () => ({ status: 404, body: { message: 'Email is incorrect' } });
    view = await renderRoutes(routes, '/');
    await click(button(view.container, 'Save'));
    expect(alertText()).toBe('Email is incorrect');
    send = async () => ({ errors: { phone: ['Phone number is invalid'] } });
    await click(button(view.container, 'Save'));
    expect(alertText()).toBe('');
    expect(invalid('Phone')).toBe(true);
    expect(document.activeElement).toBe(byLabel(view.container, 'Phone'));
  });

  it('leaves failures the API client has already reported (5xx, offline) to it, and ends the pending state', async () => {
    send = async () => {
      throw new ApiError(500, 'Something went wrong. Please try again.');
    };
    view = await renderRoutes(routes, '/');
    await click(button(view.container, 'Save'));
    expect(alertText()).toBe('');
    expect(button(view.container, 'Save').disabled).toBe(false);
  });
});

describe('checkInput', () => {
  it("gives the contract schema's first message per field, or the parsed input", async () => {
    const bad = await checkInput(async () => signUp.body, {
      firstName: ' ',
      lastName: 'L',
      email: 'nope',
      phone: '1',
      password: 'x',
    });
    expect(bad.errors).toMatchObject({
      firstName: ["First name can't be blank"],
      email: ['Email is invalid'],
      phone: ['Phone number is invalid'],
    });
    expect(bad.errors?.password).toHaveLength(1);
    const good = await checkInput(async () => signUp.body, {
      firstName: ' Lena ',
      lastName: 'Learner',
      email: 'LENA@example.com ',
      phone: '+1 555 555 0123',
      password: 'Password123!',
    });
    expect(good.errors).toBeUndefined();
    expect('data' in good && good.data).toMatchObject({ firstName: 'Lena', email: 'lena@example.com' });
  });
});
