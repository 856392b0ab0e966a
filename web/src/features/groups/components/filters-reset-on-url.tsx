// Filter editors start from the URL: a Back or a bookmark that changes the named parameters starts them afresh.
import { useEffect, useState, type ReactNode } from 'react';

export function FiltersResetOnUrl({
  params,
  names,
  children,
}: {
  params: URLSearchParams;
  names: readonly string[];
  children: ReactNode;
}) {
  const key = names.map((name) => params.get(name) ?? '').join('|');
  const [shown, setShown] = useState(key);
  useEffect(() => setShown(key), [key]);
  return (
    <div key={shown} className="filter-panel__editors">
      {children}
    </div>
  );
}
