// The billing pages' tabs: Order History, Auto-Renewals, Payment Method.
import { NavLink } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading } from '@web/components/ui';

export function BillingHeader() {
  return (
    <>
      <Heading level={1}>Billing</Heading>
      <nav className="billing-tabs" aria-label="Billing">
        <NavLink to={paths.billing} end>
          Order History
        </NavLink>
        <NavLink to={paths.billingAutoRenewals}>Auto-Renewals</NavLink>
        <NavLink to={paths.billingPaymentMethod}>Payment Method</NavLink>
      </nav>
    </>
  );
}
