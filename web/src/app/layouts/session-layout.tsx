// The frame for paths no route knows: a signed-in visitor keeps their own layout (drawer, top bar;
// the group portal's for a group admin inside it), anyone else gets the public one.
import { useLocation } from 'react-router-dom';
import { paths } from '@shared/paths';
import { useSession } from '@web/lib/session';
import { PublicLayout } from './public-layout';
import { GroupLayout, UserLayout } from './signed-in-layouts';

export function SessionLayout() {
  const { isSignedIn, isGroupAdmin } = useSession();
  const { pathname } = useLocation();
  if (!isSignedIn) return <PublicLayout />;
  const inGroupPortal = pathname === paths.groupPortal || pathname.startsWith(`${paths.groupPortal}/`);
  return isGroupAdmin && inGroupPortal ? <GroupLayout /> : <UserLayout />;
}
