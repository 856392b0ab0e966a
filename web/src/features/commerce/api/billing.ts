// Billing reads and writes: orders, receipts, saved cards.
import { fillPath } from '@shared/contracts/path';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import type { WithPassword } from '@web/components/step-up';

const createSetupIntent = apiRoute('commerce/create-setup-intent');
const deletePaymentMethod = apiRoute('commerce/delete-payment-method');
const getAutoRenewalPayment = apiRoute('commerce/get-auto-renewal-payment');
const getDefaultPaymentMethod = apiRoute('commerce/get-default-payment-method');
const getOrderReceipt = apiRoute('commerce/get-order-receipt');
const listAutoRenewals = apiRoute('commerce/list-auto-renewals');
const listOrders = apiRoute('commerce/list-orders');
const listPaymentMethods = apiRoute('commerce/list-payment-methods');
const orderReceiptPdf = apiRoute('commerce/order-receipt-pdf');
const updateAutoRenewal = apiRoute('commerce/update-auto-renewal');
const updateDefaultPaymentMethod = apiRoute('commerce/update-default-payment-method');

export const useOrders = () => useContractQuery(listOrders);
export const useOrderReceipt = (id: string) => useContractQuery(getOrderReceipt, { params: { id } });
export const receiptPdfUrl = (id: string) => fillPath(orderReceiptPdf.path, { id });

export const usePaymentMethods = () => useContractQuery(listPaymentMethods);
export const useDefaultPaymentMethod = () => useContractQuery(getDefaultPaymentMethod);
const cardReads = [listPaymentMethods, getDefaultPaymentMethod];

// Card changes may ask for the password again (components/step-up.tsx): it rides along when given.
type CardChange = WithPassword<{ id: string }>;
export const useCreateSetupIntent = () =>
  useContractMutation(createSetupIntent, { request: (currentPassword?: string) => ({ body: { currentPassword } }) });
export const useMakeDefaultCard = () =>
  useContractMutation(updateDefaultPaymentMethod, {
    request: ({ id, currentPassword }: CardChange) => ({ body: { payment_method_id: id, currentPassword } }),
    invalidates: cardReads,
  });
export const useDeleteCard = () =>
  useContractMutation(deletePaymentMethod, {
    request: ({ id, currentPassword }: CardChange) => ({ params: { paymentMethodId: id }, body: { currentPassword } }),
    invalidates: cardReads,
  });
/** After a card is saved with Stripe, the lists are read again. */
export const cardListContracts = cardReads;

export const useAutoRenewals = () => useContractQuery(listAutoRenewals);
/** The renewal payment an authentication email links to (read again once the payment is completed). */
export const useAutoRenewalPayment = (id: string) => useContractQuery(getAutoRenewalPayment, { params: { id } });
export const useUpdateAutoRenewal = () =>
  useContractMutation(updateAutoRenewal, {
    request: ({ id, optout }: { id: string; optout: boolean }) => ({ params: { id }, body: { optout } }),
    invalidates: [listAutoRenewals],
  });
