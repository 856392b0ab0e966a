// Enroll a member from the group's seats: the products with seats left, one to pick. With none left:
// 'No courses available for enrollment'. A group with unlimited certifications picks from the whole
// catalogue, with no counts. Closing returns to where the dialog was opened from.
import { useId, useState } from 'react';
import { NO_SEATS } from '@shared/constants';
import { ModalDialog } from '@web/components/modal-dialog';
import { Button, Heading, Text } from '@web/components/ui';
import { QueryState } from '@web/components/query-state';
import { useGroupProducts } from '../api/list-products';
import { enrollFailure, useEnrollMember } from '../api/group-writes';

export function EnrollDialog({
  userId,
  memberName,
  onClose,
}: {
  userId: string;
  memberName: string | null;
  onClose: () => void;
}) {
  const id = useId();
  const products = useGroupProducts();
  const enroll = useEnrollMember();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!picked) return;
    setError(null);
    const failure = enrollFailure(await enroll.mutateAsync({ userId, productId: picked }));
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={`${id}-title`} className="group-dialog">
      <div className="group-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          Enroll {memberName ?? 'member'}
        </Heading>
        <QueryState query={products} pending="Loading courses…" failed="We could not load your courses" variant="block">
          {(rows) => {
            const available = rows.filter((product) => product.unlimited || product.quantityAvailable > 0);
            if (!available.length) return <Text role="status">{NO_SEATS}</Text>;
            return (
              <fieldset className="group-fieldset">
                <legend>Course</legend>
                {available.map((product) => (
                  <label key={product.id} style={{ display: 'block' }}>
                    <input
                      type="radio"
                      name={`${id}-product`}
                      value={product.id}
                      checked={picked === product.id}
                      onChange={() => setPicked(product.id)}
                    />{' '}
                    {product.name}
                    {product.unlimited ? '' : ` (${product.quantityAvailable} available)`}
                  </label>
                ))}
              </fieldset>
            );
          }}
        </QueryState>
        {error ? (
          <p className="group-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="row group-dialog__actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variation="primary"
            onClick={() => void submit()}
            isDisabled={!picked}
            isLoading={enroll.isPending}
            loadingText="Enrolling…"
          >
            Enroll
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
