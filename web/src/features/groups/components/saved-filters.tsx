// Saved filters of a list: pick one to open its view (the query string) and delete the picked one
// after 'Are you sure?' (in the toolbar); 'Save this filter' opens the save-filters/{modelType}
// dialog over the list, keeping the query string (beside the applied filters).
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Text } from '@web/components/ui';
import { useDeleteFilter, useSavedFilters, type SavedFilterModel } from '../api/saved-filters';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

interface SavedFiltersProps {
  modelType: SavedFilterModel;
  listPath: string;
}

export function SavedFilterPicker({ modelType, listPath }: SavedFiltersProps) {
  const id = useId();
  const navigate = useNavigate();
  const filters = useSavedFilters(modelType);
  const remove = useDeleteFilter();
  const [picked, setPicked] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = filters.data?.find((f) => f.id === picked);
  return (
    <div className="list-toolbar__saved">
      <label className="list-field" htmlFor={`${id}-saved`}>
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
        <Button size="small" variation="link" onClick={() => setConfirming(true)}>
          Delete saved filter
        </Button>
      ) : null}
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

export function SaveFilterLink({ modelType, listPath }: SavedFiltersProps) {
  const { search } = useLocation();
  return <Link to={`${listPath}/save-filters/${modelType}${search}`}>Save this filter</Link>;
}
