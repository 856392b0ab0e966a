// The one upload field: pick a file, see it checked and uploaded with a progress bar, retry after a
// failure, and hand the signed id to the form (see web/README.md, "Uploading files").
import { useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_USES, type UploadService, type UploadUseName } from '@shared/rules/uploads';
import { Button } from '@web/components/ui';
import { directUpload, UPLOAD_FAILED, UploadRefused, type UploadPhase } from './direct-upload';
import './file-upload.css';

export interface FileUploadProps {
  /** What the file is for (shared/rules/uploads.ts): accepted types, size cap, bucket. */
  use: UploadUseName;
  label: string;
  /** Called with the signed id once the file is in S3; null when the user removes it. */
  onUploaded: (signedId: string | null, file: File | null) => void;
  /** The file already on record (e.g. 'licence.pdf'), shown until another is picked. */
  currentFilename?: string | null;
  /** A server message for this field; spread useApiForm's `field('x')` (name, hasError, errorMessage). */
  errorMessage?: string;
  hasError?: boolean;
  /** The form field's name (useApiForm focuses the first invalid field by it). */
  name?: string;
  serviceName?: UploadService;
  /** Reports whether an upload is running, so the form can wait before submitting. */
  onBusyChange?: (busy: boolean) => void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'working'; phase: UploadPhase; fraction: number }
  | { kind: 'done'; file: File }
  | { kind: 'failed'; message: string; retryable: boolean };

export function FileUpload({
  use,
  label,
  onUploaded,
  currentFilename,
  errorMessage,
  serviceName,
  onBusyChange,
  name,
}: FileUploadProps) {
  const id = useId();
  const inputId = `upload-${id}`;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const file = useRef<File | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (picked: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    file.current = picked;
    onUploaded(null, null);
    onBusyChange?.(true);
    setState({ kind: 'working', phase: 'checking', fraction: 0 });
    try {
      const { signedId } = await directUpload(picked, {
        use,
        serviceName,
        signal: controller.signal,
        onProgress: (phase, fraction) => setState({ kind: 'working', phase, fraction }),
      });
      setState({ kind: 'done', file: picked });
      onUploaded(signedId, picked);
    } catch (error) {
      if (controller.signal.aborted) return;
      const refused = error instanceof UploadRefused;
      setState({ kind: 'failed', message: refused ? error.message : UPLOAD_FAILED, retryable: !refused });
    } finally {
      if (!controller.signal.aborted) onBusyChange?.(false);
    }
  };

  const message = state.kind === 'failed' ? state.message : errorMessage;
  const percent = state.kind === 'working' ? Math.round(state.fraction * 100) : 0;
  return (
    <div className="file-upload amplify-flex amplify-field">
      <label className="amplify-label" htmlFor={inputId}>
        {label}
      </label>
      <p className="amplify-text amplify-field__description" id={`${inputId}-hint`}>
        {UPLOAD_USES[use].hint}
        {currentFilename && state.kind !== 'done' ? ` On file: ${currentFilename}.` : ''}
      </p>
      <input
        id={inputId}
        name={name}
        type="file"
        className="file-upload__input"
        accept={UPLOAD_USES[use].contentTypes.join(',')}
        aria-invalid={Boolean(message)}
        aria-describedby={[`${inputId}-hint`, message ? `${inputId}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) void start(picked);
        }}
      />
      <div aria-live="polite" className="file-upload__status">
        {state.kind === 'working' ? (
          <>
            <progress
              max={100}
              value={percent}
              aria-label={state.phase === 'checking' ? `Checking ${label}` : `Uploading ${label}`}
            />
            <span>{state.phase === 'checking' ? 'Checking file…' : `Uploading… ${percent}%`}</span>
          </>
        ) : null}
        {state.kind === 'done' ? <span>Uploaded {state.file.name}.</span> : null}
      </div>
      {message ? (
        <p className="amplify-text amplify-field__error-message" id={`${inputId}-error`} role="alert">
          {message}
        </p>
      ) : null}
      {state.kind === 'failed' && state.retryable && file.current ? (
        <Button size="small" onClick={() => file.current && void start(file.current)}>
          Retry upload
        </Button>
      ) : null}
    </div>
  );
}
