// One file of the library: its name (display, or an edit form after Rename), who uploaded it and
// when, Copy URL ('Copied!'), Insert (in the section editor) and Delete, which asks twice: the
// second time warning that the file breaks wherever its URL is used.
import { useState } from 'react';
import type { ActiveFile } from '@shared/contracts/admin';
import { formatBytes } from '@shared/rules/uploads';
import { Button } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { useDeleteActiveFile } from '../api/delete-active-file';
import { useRenameActiveFile } from '../api/update-active-file';
import { copyUrl } from '../lib/copy-url';
import { InlineTextForm } from './inline-text-form';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

export function AssetFileRow({ file, onInsert }: { file: ActiveFile; onInsert?: (file: ActiveFile) => void }) {
  const [renaming, setRenaming] = useState(false);
  const [deleteStep, setDeleteStep] = useState<0 | 1 | 2>(0);
  const remove = useDeleteActiveFile();
  const name = `“${file.fileName}”`;
  return (
    <li className="asset-file">
      {file.contentType.startsWith('image/') ? (
        <img className="asset-file__thumb" src={file.cdnUrl} alt="" loading="lazy" />
      ) : (
        <span className="asset-file__thumb asset-file__thumb--doc" aria-hidden="true">
          📄
        </span>
      )}
      <div className="asset-file__main">
        {renaming ? (
          <RenameForm file={file} onDone={() => setRenaming(false)} />
        ) : (
          <>
            <span className="asset-file__name">{file.fileName}</span>
            <span className="muted asset-file__meta">
              {formatBytes(file.byteSize)} · {file.creator.firstName} {file.creator.lastName} ·{' '}
              <DateText value={file.createdAt} />
            </span>
          </>
        )}
      </div>
      {renaming ? null : (
        <span className="asset-file__actions">
          {onInsert ? (
            <Button size="small" variation="primary" onClick={() => onInsert(file)} aria-label={`Insert ${name}`}>
              Insert
            </Button>
          ) : null}
          <Button size="small" onClick={() => void copyUrl(file.cdnUrl)} aria-label={`Copy URL of ${name}`}>
            Copy URL
          </Button>
          <Button size="small" onClick={() => setRenaming(true)} aria-label={`Rename ${name}`}>
            Rename
          </Button>
          <Button size="small" variation="destructive" onClick={() => setDeleteStep(1)} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </span>
      )}
      {deleteStep === 1 ? (
        <ConfirmDialog
          title="Are you sure?"
          confirmLabel="Delete File"
          onCancel={() => setDeleteStep(0)}
          onConfirm={() => setDeleteStep(2)}
        >
          <p>{name} will be deleted.</p>
        </ConfirmDialog>
      ) : null}
      {deleteStep === 2 ? (
        <ConfirmDialog
          title="Delete this file for good?"
          confirmLabel="Delete Permanently"
          pending={remove.isPending}
          pendingLabel="Deleting…"
          onCancel={() => setDeleteStep(0)}
          onConfirm={async () => {
            await remove.mutateAsync(file.id).catch(() => null);
            setDeleteStep(0);
          }}
        >
          <p>
            This file will break wherever its URL is used: course sections and pages that show {name} will show a broken
            image or link.
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

function RenameForm({ file, onDone }: { file: ActiveFile; onDone: () => void }) {
  const rename = useRenameActiveFile();
  return (
    <InlineTextForm
      label="File name"
      field="fileName"
      initial={file.fileName}
      save={(fileName) => rename.mutateAsync({ id: file.id, fileName })}
      onDone={onDone}
    />
  );
}
