// 'Download CSV' for the members and compliance views. A small view's file is the reply and is
// saved at once; a large one is an export job (202): the button says 'Preparing your export…' (a
// status message), polls the job every 2 s for up to ~5 minutes and then starts the download from
// its presigned link. Errors are shown next to the button.
import { useEffect, useRef, useState } from 'react';
import { CSV_EXPORT_MAX_POLLS, CSV_EXPORT_MESSAGES, CSV_EXPORT_POLL_MS } from '@shared/constants';
import { Button } from '@web/components/ui';
import { callApi, fieldErrorsOf } from '@web/lib/api';
import { apiRoute } from '@web/lib/api-route';

const membersRoute = apiRoute('groups/export-users');
const complianceRoute = apiRoute('groups/export-expirations');
const statusRoute = apiRoute('groups/export-status');
const FILENAMES = { members: 'members.csv', compliance: 'compliance.csv' } as const;

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; message: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** Starts the browser's download of `href` (an object URL or the export's link, which is an attachment). */
function startDownload(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `search`: the view's query string (`?status=…`), without paging. */
export function CsvDownload({ kind, search }: { kind: keyof typeof FILENAMES; search: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = (next: State) => mounted.current && setState(next);

  const download = async () => {
    show({ kind: 'busy', message: null });
    try {
      const query = Object.fromEntries(new URLSearchParams(search));
      const reply =
        kind === 'members' ? await callApi(membersRoute, { query }) : await callApi(complianceRoute, { query });
      if (reply.status === 422)
        return show({
          kind: 'error',
          message: Object.values(fieldErrorsOf(reply)).flat()[0] ?? CSV_EXPORT_MESSAGES.failed,
        });
      if (reply.status === 200) {
        const url = URL.createObjectURL(new Blob([reply.body as BlobPart], { type: 'text/csv' }));
        startDownload(url, FILENAMES[kind]);
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        return show({ kind: 'idle' });
      }
      show({ kind: 'busy', message: CSV_EXPORT_MESSAGES.preparing });
      for (let poll = 0; poll < CSV_EXPORT_MAX_POLLS && mounted.current; poll += 1) {
        await pause(CSV_EXPORT_POLL_MS);
        const job = await callApi(statusRoute, { params: { id: reply.body.exportId } });
        if (job.status !== 200 || job.body.status === 'failed')
          return show({
            kind: 'error',
            message: (job.status === 200 && job.body.message) || CSV_EXPORT_MESSAGES.failed,
          });
        if (job.body.status === 'ready' && job.body.url) {
          startDownload(job.body.url, FILENAMES[kind]);
          return show({ kind: 'done', message: CSV_EXPORT_MESSAGES.started });
        }
      }
      show({ kind: 'error', message: CSV_EXPORT_MESSAGES.tooSlow });
    } catch {
      // callApi has already shown a toast for a 5xx or a lost connection.
      show({ kind: 'error', message: CSV_EXPORT_MESSAGES.failed });
    }
  };

  return (
    <span className="csv-download">
      <Button
        size="small"
        onClick={() => void download()}
        isLoading={state.kind === 'busy'}
        loadingText={state.kind === 'busy' && state.message ? state.message : 'Downloading…'}
      >
        Download CSV
      </Button>
      <span role="status" className="csv-download__status">
        {state.kind === 'busy' ? state.message : state.kind === 'done' ? state.message : ''}
      </span>
      {state.kind === 'error' ? (
        <span role="alert" className="csv-download__error">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
