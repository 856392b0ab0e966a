// @vitest-environment happy-dom
// The address forms' street field: a plain text field when the server offers no suggestions (locally);
// with bootstrap addressAutocomplete on, a combobox that asks after 3 characters and a pause, is
// driven by the arrow keys and Enter (focus stays in the field), fills the address, and closes on
// Escape without letting the key reach an enclosing dialog.
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreetAddressField, withPickedAddress } from '@web/components/street-address-field';
import { bootstrapData, byLabel, flush, jsonResponse, renderRoutes, type, user, type Rendered } from './support/dom';

const fetchMock = vi.fn<typeof fetch>();
let view: Rendered | undefined;
const SUGGESTIONS = [
  {
    label: '123 Main St, Springfield, IL, 62701, USA',
    street: '123 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  },
  {
    label: '123 Main Ave, Columbus, OH, 43215, USA',
    street: '123 Main Ave',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
  },
];

function AddressForm({ onEscape }: { onEscape: () => void }) {
  const [values, setValues] = useState({ street: '', city: 'Typed City', state: '', zip: '' });
  return (
    // Stands for an enclosing dialog, which closes on Escape.
    <div role="dialog" aria-label="Address" onKeyDown={(event) => event.key === 'Escape' && onEscape()}>
      <StreetAddressField
        label="Street Address"
        value={values.street}
        onChange={(event) => setValues((old) => ({ ...old, street: event.target.value }))}
        onPick={(picked) => setValues((old) => withPickedAddress(old, picked))}
      />
      <output data-testid="address">{`${values.street}|${values.city}|${values.state}|${values.zip}`}</output>
    </div>
  );
}

const render = async (addressAutocomplete: boolean, onEscape = vi.fn()) =>
  renderRoutes(
    [{ path: '/form', element: <AddressForm onEscape={onEscape} /> }],
    '/form',
    bootstrapData({ currentUser: user(), addressAutocomplete }),
  );
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)));
const press = (input: HTMLElement, key: string) =>
  act(async () => void input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
/** The combobox module loads lazily: wait until the field has become one. */
async function comboboxReady(view: Rendered): Promise<HTMLInputElement> {
  for (let i = 0; i < 50 && byLabel(view.container, 'Street Address').getAttribute('role') !== 'combobox'; i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return byLabel(view.container, 'Street Address');
}
const suggestionCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/address_suggestions.json'));
const shown = (view: Rendered) => view.container.querySelector('[data-testid="address"]')!.textContent;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/api/address_suggestions.json')
      ? jsonResponse(200, { data: SUGGESTIONS })
      : jsonResponse(404, { message: 'Not found' }),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

describe('street address field', () => {
  it('is a plain labelled text field when address autocomplete is off, and asks nothing', async () => {
    view = await render(false);
    const street = byLabel(view.container, 'Street Address');
    expect(street.getAttribute('role')).toBeNull();
    await type(street, '123 Main');
    await pause();
    expect(suggestionCalls()).toHaveLength(0);
    expect(view.container.querySelector('[role="listbox"]')).toBeNull();
  });

  it('offers suggestions as a combobox and fills the address from the keyboard', async () => {
    view = await render(true);
    const street = await comboboxReady(view);
    expect(street.getAttribute('role')).toBe('combobox');
    await type(street, '12');
    await pause();
    expect(suggestionCalls()).toHaveLength(0);
    await type(street, '123 Ma');
    await pause();
    await flush();
    expect(String(suggestionCalls()[0]![0])).toContain('q=123+Ma');
    const list = view.container.querySelector<HTMLElement>('[role="listbox"]')!;
    expect(list.hidden).toBe(false);
    expect(street.getAttribute('aria-expanded')).toBe('true');
    expect(street.getAttribute('aria-controls')).toBe(list.id);
    expect(Array.from(list.querySelectorAll('[role="option"]')).map((o) => o.textContent)).toEqual(
      SUGGESTIONS.map((s) => s.label),
    );
    expect(view.container.querySelector('[role="status"]')!.textContent).toContain('2 address suggestions available');

    await press(street, 'ArrowDown');
    await press(street, 'ArrowDown');
    expect(street.getAttribute('aria-activedescendant')).toBe(`${list.id}-1`);
    expect(list.querySelector(`#${CSS.escape(`${list.id}-1`)}`)!.getAttribute('aria-selected')).toBe('true');
    await press(street, 'Enter');
    expect(shown(view)).toBe('123 Main Ave|Columbus|OH|43215');
    expect(street.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list on Escape and keeps the key from an enclosing dialog; a click picks too', async () => {
    const onEscape = vi.fn();
    view = await render(true, onEscape);
    const street = await comboboxReady(view);
    await type(street, '123 Main');
    await pause();
    await flush();
    expect(street.getAttribute('aria-expanded')).toBe('true');
    await press(street, 'Escape');
    expect(street.getAttribute('aria-expanded')).toBe('false');
    expect(onEscape).not.toHaveBeenCalled();
    expect(shown(view)).toBe('123 Main|Typed City||');

    await press(street, 'ArrowDown');
    await flush();
    const first = view.container.querySelector<HTMLElement>('[role="option"]')!;
    await act(async () => first.click());
    expect(shown(view)).toBe('123 Main St|Springfield|IL|62701');
  });
});
