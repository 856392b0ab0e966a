// The signed-in frames (drawer, top bar, group portal navigation) load with the first signed-in
// page, not with /login and the public pages; on a fresh load preloadRoute asks for the layout
// together with the page.
import { lazyComponent } from '../lazy-page';

export const UserLayout = lazyComponent(async () => (await import('./user-layout')).UserLayout);
export const GroupLayout = lazyComponent(async () => (await import('./group-layout')).GroupLayout);
export const AdminLayout = lazyComponent(async () => (await import('./admin-layout')).AdminLayout);
