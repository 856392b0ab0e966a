// How the portal shows a member row, and the live update that carries it (kept in the realtime
// domain, which learning and auth publish through too).
export { presentGroupUser, publishUserUpdated } from '../realtime/user-updated';
