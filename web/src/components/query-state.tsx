// The one pattern for data a screen waits for: pending (announced progress), failed (what went
// wrong, with Try again) and not found (a declared 404: what is missing and a way back). Pages
// render `<QueryState query={…}>{(data) => …}</QueryState>`; the pieces are exported for waits
// that are not queries (the bootstrap gate, signing out, the app's 404).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Heading, Text } from '@web/components/ui';
import { isNotFound } from '../lib/contract-key';
import { paths } from '@shared/paths';
import { ButtonLink } from './button-link';
import { LoadingState } from './loading-state';
import './query-state.css';

interface LoadErrorProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Heading level: 1 when the error replaces the whole page. */
  level?: 1 | 2 | 3;
  children?: ReactNode;
}

export function LoadError({
  title = 'We could not load this page',
  message = 'Please check your connection and try again.',
  onRetry,
  retrying = false,
  level = 1,
  children,
}: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <Heading level={level}>{title}</Heading>
      <Text>{message}</Text>
      <div className="load-error__actions">
        {onRetry ? <RetryButton onRetry={onRetry} retrying={retrying} /> : null}
        {children}
      </div>
    </div>
  );
}

export interface NotFoundContent {
  title: string;
  message: string;
  /** The way on; by default a link back to the start of the area the page is in (My Learning, the group portal, content admin). */
  action?: ReactNode;
}

export function NotFound({ title, message, action, level = 1 }: NotFoundContent & { level?: 1 | 2 | 3 }) {
  return (
    <section className="page page--narrow centered-page">
      <Heading level={level}>{title}</Heading>
      <Text>{message}</Text>
      <div className="row">{action ?? <BackToStart />}</div>
    </section>
  );
}

/** A list or block inside a page failed: a line and Try again (the page's headings stay). */
export function BlockError({
  message,
  onRetry,
  retrying,
  children,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="block-error" role="alert">
      <p>{message}</p>
      {onRetry ? <RetryButton onRetry={onRetry} retrying={retrying ?? false} size="small" /> : null}
      {children}
    </div>
  );
}

function RetryButton({ onRetry, retrying, size }: { onRetry: () => void; retrying: boolean; size?: 'small' }) {
  return (
    <Button
      variation={size ? undefined : 'primary'}
      size={size}
      onClick={onRetry}
      isLoading={retrying}
      loadingText="Trying again…"
    >
      Try again
    </Button>
  );
}

/** The start of each area, by the path prefixes its routes share (a group admin is not sent to My Learning). */
const AREA_STARTS = [
  { prefixes: ['/group-portal', '/group-orders'], to: paths.groupPortal, label: 'Back to the Group Dashboard' },
  { prefixes: [paths.adminHome], to: paths.adminHome, label: 'Back to Content Admin' },
];

function BackToStart() {
  const { pathname } = useLocation();
  const area = AREA_STARTS.find(({ prefixes }) => prefixes.some((prefix) => pathname.startsWith(prefix)));
  return (
    <ButtonLink to={area?.to ?? paths.dashboard} variation="primary">
      {area?.label ?? 'Back to My Learning'}
    </ButtonLink>
  );
}

/** What QueryState reads of a query (a react-query result, or several combined with `allOf`). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  isRefetching: boolean;
  refetch: () => unknown;
}

/** Several queries as one: pending until all have data, failed when any failed. */
export function allOf<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    error: a.isError ? a.error : b.error,
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    isRefetching: a.isRefetching || b.isRefetching,
    refetch: () => Promise.all([a.isError ? a.refetch() : null, b.isError ? b.refetch() : null]),
  };
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Announced while waiting, e.g. 'Loading course…'. */
  pending: string;
  /** The failure's title (page, section) or line (block); Try again reads again. */
  failed: string;
  /** Shown for a declared 404 instead of the failure. */
  notFound?: NotFoundContent;
  /**
   * 'page' (default): the state stands in for the page and carries its h1. 'section': under the
   * page's own h1 (level 2). 'block': one list or block of a page, no heading.
   */
  variant?: 'page' | 'section' | 'block';
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, pending, failed, notFound, variant = 'page', children }: QueryStateProps<T>) {
  const retry = () => void query.refetch();
  if (query.isError) {
    if (notFound && isNotFound(query.error)) {
      if (variant === 'block') return <BlockError message={notFound.message}>{notFound.action}</BlockError>;
      return <NotFound {...notFound} level={variant === 'page' ? 1 : 2} />;
    }
    if (variant === 'block') return <BlockError message={failed} onRetry={retry} retrying={query.isRefetching} />;
    return (
      <LoadError title={failed} level={variant === 'page' ? 1 : 2} onRetry={retry} retrying={query.isRefetching} />
    );
  }
  if (query.isPending || query.data === undefined) return <LoadingState label={pending} />;
  return <>{children(query.data)}</>;
}
