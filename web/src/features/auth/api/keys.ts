// Query keys of the auth feature. (The session itself is the shared `sessionKeys` in lib/session.)
export const authKeys = {
  all: ['auth'] as const,
  socket: () => [...authKeys.all, 'socket'] as const,
};
