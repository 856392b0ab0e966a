// @vitest-environment happy-dom
// The shared dialogs: the confirmation names itself and its question, focuses Cancel first (Enter
// never confirms by accident), shows a failure as an alert and reports the choice; the form shell
// names itself by its title and closes on Escape.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { button, click, renderRoutes, type Rendered } from './support/dom';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('ConfirmDialog', () => {
  it('is named by its title, described by its question, focuses Cancel, and shows a failure', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    view = await renderRoutes(
      [
        {
          path: '/',
          element: (
            <ConfirmDialog
              title="Delete this card?"
              confirmLabel="Yes, delete"
              error="Failed to delete."
              onConfirm={onConfirm}
              onCancel={onCancel}
            >
              <p>The card ending in 4242 goes.</p>
            </ConfirmDialog>
          ),
        },
      ],
      '/',
    );
    const dialog = view.container.querySelector('dialog')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Delete this card?');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The card ending in 4242 goes.',
    );
    expect(document.activeElement).toBe(button(view.container, 'Cancel'));
    expect(view.container.querySelector('[role="alert"]')!.textContent).toBe('Failed to delete.');
    await click(button(view.container, 'Yes, delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await click(button(view.container, 'Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing inside while closed', async () => {
    view = await renderRoutes(
      [
        {
          path: '/',
          element: (
            <ConfirmDialog
              open={false}
              title="Turn off Auto-Renew?"
              confirmLabel="Yes, turn off"
              onConfirm={() => {}}
              onCancel={() => {}}
            >
              <p>Sure?</p>
            </ConfirmDialog>
          ),
        },
      ],
      '/',
    );
    expect(view.container.querySelector('dialog')!.textContent).toBe('');
  });
});

describe('FormDialog', () => {
  it('is named by its title and asks to close on Escape', async () => {
    const onClose = vi.fn();
    view = await renderRoutes(
      [
        {
          path: '/',
          element: (
            <FormDialog title="Create Question Bank" onClose={onClose} narrow>
              <form>
                <input aria-label="Name" />
              </form>
            </FormDialog>
          ),
        },
      ],
      '/',
    );
    const dialog = view.container.querySelector('dialog')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Create Question Bank');
    expect(dialog.className).toContain('dialog--narrow');
    await act(async () => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
