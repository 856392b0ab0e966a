// Query keys of the profile feature.
export const profileKeys = {
  all: ['profile'] as const,
};
