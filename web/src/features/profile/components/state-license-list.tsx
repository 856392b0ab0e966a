// The learner's state licenses with edit links and delete (after confirmation). The compact
// variant (inside other flows) shows 3 and a 'Show N More' button.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StateLicense } from '@shared/contracts/profile';
import { href, paths, type AppPath } from '@shared/paths';
import { Button, Text } from '@web/components/ui';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { BlockError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useDeleteStateLicense } from '../api/delete-state-license';
import { useStateLicenses } from '../api/list-state-licenses';

export const COMPACT_LICENSES_SHOWN = 3;
export const DELETE_QUESTION = 'Are you sure you want to delete this state license?';

export interface StateLicenseListProps {
  compact?: boolean;
  /** Where each license's edit form is (e.g. the profile's or the certificate flow's). */
  editPath?: AppPath;
  /** Or a link per license, for edit routes under another page (the certificate flow's). */
  editHref?: (stateLicenseId: string) => string;
}

export function StateLicenseList({
  compact = false,
  editPath = paths.profileStateLicenseEdit,
  editHref,
}: StateLicenseListProps) {
  const licenses = useStateLicenses();
  const [expanded, setExpanded] = useState(false);
  const [toDelete, setToDelete] = useState<StateLicense | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const remove = useDeleteStateLicense();

  if (licenses.isPending) return <LoadingState label="Loading state licenses…" />;
  if (licenses.isError)
    return (
      <BlockError
        message="Failed to fetch state licenses."
        onRetry={() => void licenses.refetch()}
        retrying={licenses.isFetching}
      />
    );
  const all = licenses.data;
  if (all.length === 0) return <Text className="empty-state">No state licenses found.</Text>;
  const shown = compact && !expanded ? all.slice(0, COMPACT_LICENSES_SHOWN) : all;
  const hidden = all.length - shown.length;

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteFailed(false);
    try {
      const reply = await remove.mutateAsync(toDelete.id);
      if (reply.status !== 200) throw new Error('not deleted');
      setToDelete(null);
    } catch {
      setDeleteFailed(true);
    }
  };

  return (
    <>
      <ul className="license-list">
        {shown.map((license) => (
          <li key={license.id} className="license-item">
            <div>
              <Text>
                <strong>
                  {license.state.name} · {license.profession.name}
                </strong>
              </Text>
              <Text className="muted">
                {license.profession.licenseLabel}: {license.license}
                {license.additionalLicense && license.profession.additionalLicenseLabel
                  ? ` · ${license.profession.additionalLicenseLabel}: ${license.additionalLicense}`
                  : ''}
              </Text>
            </div>
            <div className="license-item__actions">
              <Link
                className="amplify-button amplify-button--small"
                to={editHref ? editHref(license.id) : href(editPath, { stateLicenseId: license.id })}
                aria-label={`Edit ${license.state.name} ${license.profession.name} license`}
              >
                Edit
              </Link>
              <Button
                size="small"
                variation="warning"
                onClick={() => {
                  setDeleteFailed(false);
                  setToDelete(license);
                }}
                aria-label={`Delete ${license.state.name} ${license.profession.name} license`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <Button size="small" variation="link" onClick={() => setExpanded(true)}>
          Show {hidden} More
        </Button>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete state license"
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting…"
        error={deleteFailed ? 'Failed to delete state license.' : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Text>{DELETE_QUESTION}</Text>
      </ConfirmDialog>
    </>
  );
}
