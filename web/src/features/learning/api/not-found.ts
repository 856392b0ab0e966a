// A declared 404 is a typed reply from the client; for a query it is an error the page shows.
import { ApiError } from '../../../lib/api';

export function notFound(body: { message: string }): never {
  throw new ApiError(404, body.message, body);
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
