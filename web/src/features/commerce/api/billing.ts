// Billing reads and writes: orders, receipts, saved cards.
import { createSetupIntent, deletePaymentMethod, getDefaultPaymentMethod, getOrderReceipt, listAutoRenewals, listOrders, listPaymentMethods, orderReceiptPdf, updateAutoRenewal, updateDefaultPaymentMethod } from '@shared/contracts/commerce';
import { fillPath } from '@shared/contracts/path';
import { useContractMutation, useContractQuery } from '@web/lib/contract-query';

export const useOrders = () => useContractQuery(listOrders);
export const useOrderReceipt = (id: string) => useContractQuery(getOrderReceipt, { params: { id } });
export const receiptPdfUrl = (id: string) => fillPath(orderReceiptPdf.path, { id });

export const usePaymentMethods = () => useContractQuery(listPaymentMethods);
export const useDefaultPaymentMethod = () => useContractQuery(getDefaultPaymentMethod);
const cardReads = [listPaymentMethods, getDefaultPaymentMethod];

export const useCreateSetupIntent = () => useContractMutation(createSetupIntent, { request: () => ({}) });
export const useMakeDefaultCard = () =>
  useContractMutation(updateDefaultPaymentMethod, { request: (id: string) => ({ body: { payment_method_id: id } }), invalidates: cardReads });
export const useDeleteCard = () =>
  useContractMutation(deletePaymentMethod, { request: (id: string) => ({ params: { paymentMethodId: id } }), invalidates: cardReads });
/** After a card is saved with Stripe, the lists are read again. */
export const cardListContracts = cardReads;

export const useAutoRenewals = () => useContractQuery(listAutoRenewals);
export const useUpdateAutoRenewal = () =>
  useContractMutation(updateAutoRenewal, { request: ({ id, optout }: { id: string; optout: boolean }) => ({ params: { id }, body: { optout } }), invalidates: [listAutoRenewals] });
