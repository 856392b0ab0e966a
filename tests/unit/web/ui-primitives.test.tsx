// @vitest-environment happy-dom
// The UI primitives draw Amplify UI's markup (its CSS styles them) with the accessible wiring
// Amplify's components had: labelled inputs, errors and help read out with the field, a busy
// button that cannot be pressed twice, a password switch that does not repeat the field's name.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert, Button, Heading, TextField } from '@web/components/ui';
import { PasswordInput } from '@web/components/password-input';
import { byLabel, click } from './support/dom';

let root: Root | undefined;
let container: HTMLElement;
async function render(element: React.ReactNode) {
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('UI primitives', () => {
  it('wires a text field: label, help and error are read with the input', async () => {
    await render(
      <TextField
        label="Email"
        descriptiveText="We never share it."
        hasError
        errorMessage="Enter an email."
        isRequired
        value=""
        onChange={() => {}}
      />,
    );
    const input = byLabel(container, 'Email');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Enter an email.', 'We never share it.']);
    expect(input.className).toContain('amplify-input--error');
  });

  it("puts a read-only field's note under its value (help for a field to fill comes before it)", async () => {
    await render(
      <>
        <TextField label="Email" readOnly descriptiveText="Only the member can change this." value="a@b.c" />
        <TextField label="Zip" descriptiveText="5 digits." value="" onChange={() => {}} />
      </>,
    );
    const order = (label: string) => {
      const input = byLabel(container, label);
      const note = document.getElementById(input.getAttribute('aria-describedby')!)!;
      return input.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
    };
    expect(order('Email')).toBe('after');
    expect(order('Zip')).toBe('before');
  });

  it('shows no error and no description when there are none', async () => {
    await render(<TextField label="Name" value="" onChange={() => {}} />);
    const input = byLabel(container, 'Name');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(container.querySelector('.amplify-field__error-message')).toBeNull();
  });

  it('a loading button is disabled and says what it is doing', async () => {
    const onClick = vi.fn();
    await render(
      <Button variation="primary" isLoading loadingText="Saving…" onClick={onClick}>
        Save
      </Button>,
    );
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Saving…');
    expect(button.type).toBe('button');
    expect(button.className).toBe(
      'amplify-button amplify-field-group__control amplify-button--primary amplify-button--disabled amplify-button--loading',
    );
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws headings at their level (6 when none is given, as Amplify does)', async () => {
    await render(
      <>
        <Heading level={1}>Title</Heading>
        <Heading>Small</Heading>
      </>,
    );
    expect([...container.querySelectorAll('h1, h6')].map((h) => `${h.tagName} ${h.className}`)).toEqual([
      'H1 amplify-heading amplify-heading--1',
      'H6 amplify-heading amplify-heading--6',
    ]);
  });

  it('an alert is announced', async () => {
    await render(<Alert variation="error">Too many attempts.</Alert>);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Too many attempts.');
  });

  it('the password switch shows and hides the characters without repeating the label', async () => {
    await render(<PasswordInput label="Password" value="secret" onChange={() => {}} />);
    const input = byLabel(container, 'Password');
    const toggle = container.querySelector<HTMLButtonElement>('button[role="switch"]')!;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(toggle.getAttribute('aria-label')).toBe('Show characters');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toBe('Characters are shown');
  });
});
