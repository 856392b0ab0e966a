// Assign one course from the seats table: its seats left (read again after every enrollment, and
// live as other admins enroll), the members found by name or email (400 ms search, name order,
// 10 a page), each with Assign (the enrollment the enroll dialog makes, one seat each) or why not:
// already enrolled in it, or no seats left. After an Assign the outcome takes the focus (the button
// it came from is gone once the member shows Enrolled). Closing returns to the seats table.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';
import type { GroupUser } from '@shared/contracts/groups';
import { ModalDialog } from '@web/components/modal-dialog';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { QueryState } from '@web/components/query-state';
import { useGroupProducts } from '../api/list-products';
import { useGroupUsers } from '../api/list-group-users';
import { enrollFailure, useEnrollMember } from '../api/group-writes';
import { useDebouncedSearch } from '../lib/use-debounced-search';
import { Pager } from './pager';

const fullName = (row: GroupUser) => `${row.firstName} ${row.lastName}`;

export function AssignCourseDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const id = useId();
  const products = useGroupProducts();
  const product = products.data?.find((p) => p.id === productId);
  const [view, setView] = useState({ search: '', page: 1, perPage: 10 });
  const [search, setSearch] = useDebouncedSearch('', (value) => setView((was) => ({ ...was, search: value, page: 1 })));
  const members = useGroupUsers({
    page: view.page,
    perPage: view.perPage,
    sort: 'name',
    sort_order: 'asc',
    ...(view.search ? { search: view.search } : {}),
  });
  const enroll = useEnrollMember();
  const [assigning, setAssigning] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // Keyboard and screen-reader users land on what happened, not on <body>.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const seatsLeft = product ? (product.unlimited ? null : product.quantityAvailable) : 0;
  const courseName = product?.name ?? 'this course';

  const assign = async (row: GroupUser) => {
    setAssigning(row.id);
    setOutcome(null);
    try {
      const failure = enrollFailure(await enroll.mutateAsync({ userId: row.id, productId }));
      setOutcome(
        failure ? { ok: false, text: failure } : { ok: true, text: `${fullName(row)} is enrolled in ${courseName}.` },
      );
    } catch {
      // Outages are toasted by the API client; the button is usable again.
    } finally {
      setAssigning(null);
    }
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={`${id}-title`} className="group-dialog">
      <div className="group-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          Assign {courseName}
        </Heading>
        <QueryState query={products} pending="Loading seats…" failed="We could not load your seats" variant="block">
          {() =>
            !product ? (
              <Text role="status">This course is not among your group's seats.</Text>
            ) : (
              <p className="group-assign__seats" role="status">
                {seatsLeft === null
                  ? 'Unlimited seats'
                  : `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left of ${product.quantityPurchased}`}
              </p>
            )
          }
        </QueryState>
        {seatsLeft === 0 && product ? (
          <Text>
            Every seat is used. <Link to={paths.groupCourseSelection}>Buy more seats</Link>
          </Text>
        ) : null}
        <TextField
          label="Find members"
          descriptiveText="By name or email"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          data-autofocus
        />
        {outcome ? (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            className={outcome.ok ? 'group-assign__done' : 'group-error'}
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.text}
          </p>
        ) : null}
        <QueryState query={members} pending="Loading members…" failed="We could not load your members" variant="block">
          {(page) =>
            page.data.length === 0 ? (
              <p className="empty-state" role="status">
                No members match this search.
              </p>
            ) : (
              <>
                <ul className="group-assign__list" aria-label="Members">
                  {page.data.map((row) => {
                    const enrolled = row.pendingCourses.some((course) => course.productId === productId);
                    return (
                      <li key={row.id} className="group-assign__member" data-member-id={row.id}>
                        <span className="group-assign__who">
                          <strong>{fullName(row)}</strong>
                          <span className="group-assign__email">{row.email}</span>
                        </span>
                        {enrolled ? (
                          <span className="group-assign__state">Enrolled</span>
                        ) : (
                          <Button
                            size="small"
                            onClick={() => void assign(row)}
                            isDisabled={!product || seatsLeft === 0 || assigning !== null}
                            isLoading={assigning === row.id}
                            loadingText="Assigning…"
                            aria-label={`Assign ${courseName} to ${fullName(row)}`}
                          >
                            Assign
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <Pager
                  pagination={page.pagination}
                  onPage={(p) => setView((was) => ({ ...was, page: p }))}
                  onPerPage={(perPage) => setView((was) => ({ ...was, perPage, page: 1 }))}
                />
              </>
            )
          }
        </QueryState>
        <div className="row group-dialog__actions">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
