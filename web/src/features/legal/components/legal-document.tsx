// The frame of a legal page: one h1, the date it was last revised, then sections.
import type { ReactNode } from 'react';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';

export const LAST_UPDATED = 'November 1, 2026';

export function LegalDocument({ title, children }: { title: string; children: (companyName: string) => ReactNode }) {
  usePageTitle(title);
  const { company } = useSession();
  return (
    <article className="legal card">
      <Heading level={1}>{title}</Heading>
      <Text className="muted">Last updated {LAST_UPDATED}</Text>
      {children(company.name)}
    </article>
  );
}
