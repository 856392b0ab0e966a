// The admin area's frame: the signed-in shell with the admin navigation (its own chunk, loaded
// when a content admin first opens the admin area).
import { paths } from '@shared/paths';
import { AdminNav } from '@web/features/admin/components/admin-nav';
import { AppShell } from './app-shell';

export function AdminLayout() {
  return <AppShell home={paths.adminQuestionBanks} nav={<AdminNav />} />;
}
