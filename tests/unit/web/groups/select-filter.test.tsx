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

const checkedLabels = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    .filter((box) => box.checked)
    .map((box) => box.parentElement!.textContent!.trim());

it("starts from the URL's filter: its operator and values picked, Apply ready", async () => {
  const options = [
    { value: 'enrolled', label: 'Enrolled' },
    { value: 'compliant', label: 'Compliant' },
  ];
  view = await renderRoutes(
    [{ path: '/', element: <SelectFilter label="Status" options={options} value="=:compliant" onApply={vi.fn()} /> }],
    '/',
  );
  expect(view.container.querySelector('select')!.value).toBe('=');
  expect(checkedLabels(view.container)).toEqual(['Compliant']);
  expect(button(view.container, 'Apply').disabled).toBe(false);
});

it('options from an API list: a wait while they load, the URL value picked before and after they arrive', async () => {
  const onApply = vi.fn();
  const render = (state: { data?: { value: string; label: string }[]; isPending: boolean; isError: boolean }) =>
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SelectFilter
              label="Course"
              options={{ data: state.data, isPending: state.isPending, isError: state.isError }}
              value="==:bls"
              onApply={onApply}
            />
          ),
        },
      ],
      '/',
    );
  view = await render({ isPending: true, isError: false });
  expect(view.container.textContent).toContain('Loading options…');
  expect(checkedLabels(view.container)).toEqual(['bls']);
  view.unmount();
  view = await render({
    data: [
      { value: 'acls', label: 'ACLS' },
      { value: 'bls', label: 'BLS' },
    ],
    isPending: false,
    isError: false,
  });
  expect(view.container.textContent).not.toContain('Loading options…');
  expect(checkedLabels(view.container)).toEqual(['BLS']);
  await click(button(view.container, 'Apply'));
  expect(onApply).toHaveBeenCalledWith('==:bls');
  view.unmount();
  view = await render({ isPending: false, isError: true });
  expect(view.container.textContent).toContain('We could not load the options.');
  expect(checkedLabels(view.container)).toEqual(['bls']);
});
