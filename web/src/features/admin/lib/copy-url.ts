// Copy a file's URL: the spec's 'Copied!' success toast, shown for 1.5 s.
import { currentToasts, dismissToast, showToast } from '@web/lib/toast';

export const COPIED_MESSAGE = 'Copied!';
export const COPIED_TOAST_MS = 1_500;

export async function copyUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    showToast({ type: 'error', message: 'The URL could not be copied. Select it and copy it by hand.' });
    return;
  }
  showToast({ type: 'success', message: COPIED_MESSAGE });
  setTimeout(() => {
    const toast = currentToasts().find((candidate) => candidate.message === COPIED_MESSAGE);
    if (toast) dismissToast(toast.id);
  }, COPIED_TOAST_MS);
}
