// @vitest-environment happy-dom
// The members/compliance select filter: 'Please select at least one value' appears only once the
// user has touched the filter (a fresh page shows no red), and Apply stays disabled without a value.
import { afterEach, expect, it, vi } from 'vitest';
import { FILTER_MESSAGES } from '@shared/rules/group-filters';
import { SelectFilter } from '@web/features/groups/components/select-filter';
import { button, click, renderRoutes, type Rendered } from '../support/dom';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

it('shows the one-value message only after the user touched the filter', async () => {
  const onApply = vi.fn();
  const options = [{ value: 'compliant', label: 'Compliant' }];
  view = await renderRoutes(
    [{ path: '/', element: <SelectFilter label="Status" options={options} value={null} onApply={onApply} /> }],
    '/',
  );
  const text = () => view!.container.textContent ?? '';
  expect(text()).not.toContain(FILTER_MESSAGES.oneValue);
  expect(button(view.container, 'Apply').disabled).toBe(true);
  const box = view.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  await click(box);
  expect(text()).not.toContain(FILTER_MESSAGES.oneValue);
  await click(box);
  expect(text()).toContain(FILTER_MESSAGES.oneValue);
  expect(button(view.container, 'Apply').disabled).toBe(true);
});
