// @vitest-environment happy-dom
// Small guarantees of the shared web pieces: a caller's aria-describedby adds to a field's own error
// and help links (never replaces them), the password switch says which input it controls, and an
// every-visit read is fetched again on mount once a write invalidated it, however recent its data.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '@web/components/ui';
import { PasswordInput } from '@web/components/password-input';
import { EVERY_VISIT } from '@web/lib/prefetch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let host: HTMLElement;

async function render(node: React.ReactNode): Promise<HTMLElement> {
  host = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(host).render(node));
  return host;
}

afterEach(() => host?.remove());

describe('TextField', () => {
  it('keeps its error and help links when the caller describes the input too', async () => {
    const view = await render(
      <TextField
        label="Last name"
        descriptiveText="As printed on your card"
        hasError
        errorMessage="Can't be blank"
        aria-describedby="extra-hint"
      />,
    );
    const input = view.querySelector('input')!;
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids).toContain('extra-hint');
    expect(ids.map((id) => view.querySelector(`[id="${id}"]`)?.textContent).filter(Boolean)).toEqual([
      "Can't be blank",
      'As printed on your card',
    ]);
  });
});

describe('PasswordInput', () => {
  it('names the input its show switch controls', async () => {
    const view = await render(<PasswordInput label="Password" />);
    const input = view.querySelector('input')!;
    expect(view.querySelector('[role="switch"]')!.getAttribute('aria-controls')).toBe(input.id);
  });
});

describe('EVERY_VISIT', () => {
  it('reads again on mount what a write invalidated, even a moment after it was read', () => {
    expect(EVERY_VISIT.refetchOnMount({ state: { dataUpdatedAt: Date.now(), isInvalidated: true } })).toBe(true);
    expect(EVERY_VISIT.refetchOnMount({ state: { dataUpdatedAt: Date.now(), isInvalidated: false } })).toBe(false);
    expect(EVERY_VISIT.refetchOnMount({ state: { dataUpdatedAt: Date.now() - 60_000, isInvalidated: false } })).toBe(
      true,
    );
  });
});
