// /billing/auto-renewals: each card with auto-renew, its renewal date and whether it is on, off or
// already renewed (nothing left to turn off then); turning one off asks 'Turn off Auto-Renew?' first.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTO_RENEW_DISCOUNT_PERCENT } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button, Text, TableScroll } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useAutoRenewals, useUpdateAutoRenewal } from '../api/billing';
import { BillingHeader } from '../components/billing-tabs';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import '../commerce.css';

export function AutoRenewalsPage() {
  usePageTitle('Auto-Renewals');
  const renewals = useAutoRenewals();
  const update = useUpdateAutoRenewal();
  const [turningOff, setTurningOff] = useState<{ id: string; products: string } | null>(null);
  return (
    <section className="page commerce-page">
      <BillingHeader />
      <QueryState
        query={renewals}
        variant="block"
        pending="Loading your auto-renewals…"
        failed="We could not load your auto-renewals."
      >
        {({ data }) =>
          data.length === 0 ? (
            <Text>
              You have no auto-renewals. Turn auto-renew on when you confirm a new provider card (
              {AUTO_RENEW_DISCOUNT_PERCENT}% off your next certification).{' '}
              <Link to={paths.autoRenewalTerms}>Automatic renewal terms</Link>
            </Text>
          ) : (
            <TableScroll label="Auto-renewals">
              <table className="billing-table">
                <caption className="visually-hidden">Auto-Renewals</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col">Renewal Date</th>
                    <th scope="col">Auto-Renew</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((renewal) => {
                    const products = renewal.products.map((p) => p.name).join(', ');
                    return (
                      <tr key={renewal.id}>
                        <td>{products}</td>
                        <td>
                          <DateText value={renewal.renewalDate} />
                        </td>
                        <td>{renewal.renewed ? 'Renewed' : renewal.optout ? 'Off' : 'On'}</td>
                        <td>
                          {renewal.renewed ? null : renewal.optout ? (
                            <Button
                              size="small"
                              isLoading={update.isPending && update.variables?.id === renewal.id}
                              onClick={() => void update.mutateAsync({ id: renewal.id, optout: false })}
                              aria-label={`Turn on auto-renew for ${products}`}
                            >
                              Turn on
                            </Button>
                          ) : (
                            <Button
                              size="small"
                              variation="destructive"
                              onClick={() => setTurningOff({ id: renewal.id, products })}
                              aria-label={`Turn off auto-renew for ${products}`}
                            >
                              Turn off
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={turningOff !== null}
        title="Turn off Auto-Renew?"
        confirmLabel="Yes, turn off"
        pending={update.isPending}
        onCancel={() => setTurningOff(null)}
        onConfirm={() =>
          void update.mutateAsync({ id: turningOff!.id, optout: true }).finally(() => setTurningOff(null))
        }
      >
        <p>Are you sure you want to turn off auto renewing for {turningOff?.products ?? ''}?</p>
      </ConfirmDialog>
    </section>
  );
}
