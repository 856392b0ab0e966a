// Upload by button or by dropping files: each file goes through the direct-upload protocol (use
// courseAsset, public bucket), then is stored in the folder; progress and failures are announced.
import { useRef, useState, type DragEvent } from 'react';
import { UPLOAD_USES } from '@shared/rules/uploads';
import { directUpload, UPLOAD_FAILED, UploadRefused } from '@web/components/direct-upload';
import { Button } from '@web/components/ui';
import { useCreateActiveFile } from '../api/create-active-file';

type Item = { id: number; name: string; state: 'uploading' | 'done' | 'failed'; percent: number; message?: string };

export function AssetUploader({ folderId }: { folderId: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const create = useCreateActiveFile(folderId);
  const nextId = useRef(1);

  const set = (id: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const uploadOne = async (file: File) => {
    const id = nextId.current++;
    setItems((current) => [
      ...current.filter((item) => item.state !== 'done'),
      { id, name: file.name, state: 'uploading', percent: 0 },
    ]);
    try {
      const { signedId } = await directUpload(file, {
        use: 'courseAsset',
        serviceName: 's3_public',
        onProgress: (phase, fraction) => set(id, { percent: phase === 'uploading' ? Math.round(fraction * 100) : 0 }),
      });
      const reply = await create.mutateAsync({ signedId, fileName: file.name });
      if (reply.status === 201) set(id, { state: 'done', percent: 100 });
      else
        set(id, {
          state: 'failed',
          message: 'errors' in reply.body ? Object.values(reply.body.errors).flat()[0] : reply.body.message,
        });
    } catch (error) {
      set(id, { state: 'failed', message: error instanceof UploadRefused ? error.message : UPLOAD_FAILED });
    }
  };

  const uploadAll = (files: FileList | File[]) => {
    for (const file of Array.from(files)) void uploadOne(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) uploadAll(event.dataTransfer.files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for pointer users; the keyboard way is the Upload Files button inside it
    <div
      className={`asset-dropzone${dragging ? ' asset-dropzone--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="row">
        <Button variation="primary" onClick={() => input.current?.click()}>
          Upload Files
        </Button>
        <span className="muted">or drop files here. {UPLOAD_USES.courseAsset.hint}</span>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={UPLOAD_USES.courseAsset.contentTypes.join(',')}
        onChange={(event) => {
          if (event.target.files?.length) uploadAll(event.target.files);
          event.target.value = '';
        }}
      />
      <ul className="asset-uploads" aria-live="polite">
        {items.map((item) => (
          <li key={item.id} className={item.state === 'failed' ? 'asset-uploads__failed' : undefined}>
            {item.state === 'uploading'
              ? `Uploading ${item.name}… ${item.percent}%`
              : item.state === 'done'
                ? `Uploaded ${item.name}.`
                : `${item.name} was not uploaded: ${item.message ?? UPLOAD_FAILED}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
