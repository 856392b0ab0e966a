// The asset library: breadcrumbs, folders (open, create), upload by button or drop, and the files.
// The assets page drives the folder from its URL; the section editor keeps it in its own panel.
import { useState } from 'react';
import type { ActiveFile } from '@shared/contracts/admin';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui';
import { useCreateActiveFolder } from '../api/create-active-folder';
import { useActiveResources } from '../api/list-active-resources';
import { AssetFileRow } from './asset-file-row';
import { AssetUploader } from './asset-uploader';
import { TextDialog } from './text-dialog';

interface AssetLibraryProps {
  folderId: string | null;
  onOpenFolder: (folderId: string | null) => void;
  /** In the section editor: puts the file into the HTML. */
  onInsert?: (file: ActiveFile) => void;
}

export function AssetLibrary({ folderId, onOpenFolder, onInsert }: AssetLibraryProps) {
  const resources = useActiveResources(folderId);
  const [creating, setCreating] = useState(false);
  const createFolder = useCreateActiveFolder(folderId);
  return (
    <div className="stack asset-library">
      <QueryState
        query={resources}
        pending="Loading assets…"
        failed="We could not load the assets"
        variant="block"
        notFound={{
          title: 'Folder not found',
          message: 'This folder does not exist.',
          action: (
            <Button size="small" onClick={() => onOpenFolder(null)}>
              All assets
            </Button>
          ),
        }}
      >
        {({ activeFolders, activeFiles, crumbs }) => (
          <>
            <nav aria-label="Breadcrumb" className="asset-crumbs">
              <ol>
                <li>
                  {crumbs.length ? (
                    <button type="button" className="text-button" onClick={() => onOpenFolder(null)}>
                      All assets
                    </button>
                  ) : (
                    <span aria-current="page">All assets</span>
                  )}
                </li>
                {crumbs.map((crumb, index) => (
                  <li key={crumb.id}>
                    {index === crumbs.length - 1 ? (
                      <span aria-current="page">{crumb.name}</span>
                    ) : (
                      <button type="button" className="text-button" onClick={() => onOpenFolder(crumb.id)}>
                        {crumb.name}
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <div className="row">
              <Button onClick={() => setCreating(true)}>New Folder</Button>
            </div>
            <AssetUploader folderId={folderId} />
            {activeFolders.length ? (
              <ul className="asset-folders" aria-label="Folders">
                {activeFolders.map((folder) => (
                  <li key={folder.id}>
                    <button type="button" className="asset-folder" onClick={() => onOpenFolder(folder.id)}>
                      <span aria-hidden="true">📁</span> {folder.name}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {activeFiles.length ? (
              <ul className="asset-files" aria-label="Files">
                {activeFiles.map((file) => (
                  <AssetFileRow key={file.id} file={file} onInsert={onInsert} />
                ))}
              </ul>
            ) : (
              <p className="muted">
                {activeFolders.length
                  ? 'No files in this folder.'
                  : 'This folder is empty. Upload files or create a folder.'}
              </p>
            )}
          </>
        )}
      </QueryState>
      {creating ? (
        <TextDialog
          title="New Folder"
          label="Folder name"
          field="name"
          submitLabel="Create Folder"
          onClose={() => setCreating(false)}
          onSubmit={async (name) => {
            const reply = await createFolder.mutateAsync(name);
            if (reply.status === 201) setCreating(false);
            return reply;
          }}
        />
      ) : null}
    </div>
  );
}
