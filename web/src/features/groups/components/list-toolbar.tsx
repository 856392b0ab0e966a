// The controls of a group list, in one compact toolbar over its table: search, the most used filters
// as one-value picks, saved filters, the Filters button and the column chooser. Every filter with its
// operators is in the filter panel the Filters button opens (pushing the table down only while
// open); the applied filters show as chips under the toolbar, each removable, with 'Save this
// filter'. Everything reads and writes the URL.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, TextField } from '@web/components/ui';
import type { SavedFilterModel } from '../api/saved-filters';
import { activeFilters, describeFilter, type FilterSpec } from '../lib/list-filters';
import { DateFilter } from './date-filter';
import { FiltersResetOnUrl } from './filters-reset-on-url';
import { QuickFilter } from './quick-filter';
import { SaveFilterLink, SavedFilterPicker } from './saved-filters';
import { SelectFilter } from './select-filter';
import './list-toolbar.css';

interface ListToolbarProps {
  /** What the list holds, for the toolbar's landmark ('members'). */
  label: string;
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
  filters: readonly FilterSpec[];
  search?: { label: string; value: string; onChange: (value: string) => void };
  saved: { modelType: SavedFilterModel; listPath: string };
  /** The column chooser, when the list has one. */
  columns?: ReactNode;
}

export function ListToolbar({ label, params, onChange, filters, search, saved, columns }: ListToolbarProps) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const active = activeFilters(filters, params);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="list-controls">
      <search className="list-toolbar" aria-label={`Search and filter ${label}`}>
        {search ? (
          <TextField
            className="list-toolbar__search"
            label={search.label}
            type="search"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            autoComplete="off"
          />
        ) : null}
        {filters
          .filter((spec) => spec.quick)
          .map((spec) => (
            <QuickFilter
              key={spec.param}
              spec={spec}
              value={params.get(spec.param)}
              onChange={(value) => onChange({ [spec.param]: value })}
            />
          ))}
        <SavedFilterPicker {...saved} />
        <div className="list-toolbar__buttons">
          <button
            ref={button}
            type="button"
            className="list-menu__button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {active.length ? `Filters (${active.length} applied)` : 'Filters'}
          </button>
          {columns}
        </div>
      </search>
      <AppliedFilters active={active} params={params} onChange={onChange} saved={saved} />
      {/* Kept mounted while closed: a filter being edited keeps its picks. */}
      <div id={panelId} className="filter-panel" hidden={!open}>
        <FiltersResetOnUrl params={params} names={filters.map((spec) => spec.param)}>
          {filters.map((spec) =>
            spec.kind === 'date' ? (
              <DateFilter
                key={spec.param}
                label={spec.label}
                value={params.get(spec.param)}
                onApply={(value) => onChange({ [spec.param]: value })}
              />
            ) : (
              <SelectFilter
                key={spec.param}
                label={spec.label}
                options={spec.options ?? []}
                value={params.get(spec.param)}
                onApply={(value) => onChange({ [spec.param]: value })}
              />
            ),
          )}
        </FiltersResetOnUrl>
        <div className="filter-panel__footer">
          <Button size="small" onClick={close}>
            Close filters
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The applied filters as chips (each removable), 'Clear all filters' and 'Save this filter'. */
function AppliedFilters({
  active,
  params,
  onChange,
  saved,
}: {
  active: FilterSpec[];
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
  saved: { modelType: SavedFilterModel; listPath: string };
}) {
  const id = useId();
  const { search } = useLocation();
  if (!active.length && !search) return null;
  return (
    <div className="applied-filters">
      {active.length ? (
        <>
          <span id={id} className="applied-filters__title">
            Filtered by
          </span>
          <ul className="applied-filters__list" aria-labelledby={id}>
            {active.map((spec) => (
              <li key={spec.param} className="filter-chip">
                <span>
                  {spec.label}: {describeFilter(spec, params.get(spec.param)!)}
                </span>
                <button
                  type="button"
                  className="filter-chip__remove"
                  aria-label={`Remove the ${spec.label} filter`}
                  onClick={() => onChange({ [spec.param]: null })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <Button
            size="small"
            variation="link"
            onClick={() => onChange(Object.fromEntries(active.map((spec) => [spec.param, null])))}
          >
            Clear all filters
          </Button>
        </>
      ) : null}
      <SaveFilterLink {...saved} />
    </div>
  );
}
