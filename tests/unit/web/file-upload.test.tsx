// @vitest-environment happy-dom
// The upload component: progress while checking and uploading, a clear message and Retry after a
// network failure (same file), no Retry for a refusal, and the signed id handed to the form.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '@web/components/file-upload';
import { directUpload, UploadRefused } from '@web/components/direct-upload';
import { button, click, flush, renderRoutes, type Rendered } from './support/dom';

vi.mock('@web/components/direct-upload', async (original) => ({
  ...(await original<typeof import('@web/components/direct-upload')>()),
  directUpload: vi.fn(),
}));
const upload = vi.mocked(directUpload);
let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  upload.mockReset();
});

async function pick(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush();
}

describe('FileUpload', () => {
  it('shows progress, offers Retry after a network failure and hands over the signed id', async () => {
    const onUploaded = vi.fn();
    let fail!: (error: Error) => void;
    upload.mockImplementationOnce((_file, options) => {
      options.onProgress?.('checking', 1);
      options.onProgress?.('uploading', 0.4);
      return new Promise((_resolve, reject) => (fail = reject));
    });
    view = await renderRoutes(
      [{ path: '/', element: <FileUpload use="driversLicense" label="Driver's License" onUploaded={onUploaded} /> }],
      '/',
    );
    const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await pick(view.container, file);
    expect(view.container.querySelector('progress')?.getAttribute('value')).toBe('40');
    expect(view.container.textContent).toContain('Uploading… 40%');
    expect(view.container.textContent).toContain('An image or PDF, up to 10 MB.');

    await act(async () => fail(new Error('offline')));
    await flush();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The upload failed. Check your connection and try again.',
    );
    upload.mockResolvedValueOnce({ signedId: 'upl_signed' });
    await click(button(view.container, 'Retry upload'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![0]).toBe(file);
    expect(onUploaded).toHaveBeenLastCalledWith('upl_signed', file);
    expect(view.container.textContent).toContain('Uploaded licence.pdf.');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows a refusal under the field without Retry', async () => {
    upload.mockRejectedValueOnce(new UploadRefused('This type of file is not accepted. An image or PDF, up to 10 MB.'));
    view = await renderRoutes(
      [{ path: '/', element: <FileUpload use="driversLicense" label="Driver's License" onUploaded={vi.fn()} /> }],
      '/',
    );
    await pick(view.container, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    const input = view.container.querySelector('input[type="file"]')!;
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'This type of file is not accepted. An image or PDF, up to 10 MB.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    expect(Array.from(view.container.querySelectorAll('button')).map((b) => b.textContent)).not.toContain(
      'Retry upload',
    );
  });
});
