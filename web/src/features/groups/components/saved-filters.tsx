// Saved filters of a list: pick one to open its view (the query string), save the current view
// (the save-filters/{modelType} dialog keeps the query string), delete the picked one after 'Are you sure?'.
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Text } from '@web/components/ui';
import { useDeleteFilter, useSavedFilters, type SavedFilterModel } from '../api/saved-filters';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

export function SavedFilters({ modelType, listPath }: { modelType: SavedFilterModel; listPath: string }) {
  const id = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useSavedFilters(modelType);
  const remove = useDeleteFilter();
  const [picked, setPicked] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = filters.data?.find((f) => f.id === picked);
  return (
    <div className="row" style={{ alignItems: 'flex-end' }}>
      <label className="group-select" htmlFor={`${id}-saved`}>
        Saved filters
        <select
          id={`${id}-saved`}
          value={picked}
          onChange={(event) => {
            setPicked(event.target.value);
            const filter = filters.data?.find((f) => f.id === event.target.value);
            if (filter) void navigate(`${listPath}?${filter.queryParams}`);
          }}
        >
          <option value="">
            {filters.isPending ? 'Loading…' : filters.data?.length ? 'Choose a saved filter' : 'No saved filters yet'}
          </option>
          {filters.data?.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      {chosen ? (
        <Button size="small" onClick={() => setConfirming(true)}>
          Delete saved filter
        </Button>
      ) : null}
      <Link to={`${listPath}/save-filters/${modelType}${search}`}>Save this filter</Link>
      <ConfirmDialog
        open={confirming}
        title="Delete saved filter"
        confirmLabel="Delete"
        pendingLabel="Working…"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (chosen) await remove.mutateAsync(chosen.id);
          setConfirming(false);
          setPicked('');
        }}
      >
        <Text>{`Are you sure? The saved filter ${chosen?.name ?? ''} will be deleted.`}</Text>
      </ConfirmDialog>
    </div>
  );
}
