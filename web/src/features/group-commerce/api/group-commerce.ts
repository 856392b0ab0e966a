// Group commerce reads and writes: the priced cart (and a quote's), catalogue search, quotes,
// purchases, orders and receipts, the group's cards, settings and subscription interest.
import type { CartMap, GroupCart } from '@shared/contracts/group-commerce';
import { fillPath } from '@shared/contracts/path';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import type { WithPassword } from '@web/components/step-up';
import type { GROUP_ORDER_SORTS } from '@shared/contracts/list-options';
import type { ListSort } from '@web/lib/list-sort';

export type { CartMap, GroupCart };

const getCart = apiRoute('group-commerce/get-cart');
const getOnboardingCart = apiRoute('group-commerce/get-onboarding-cart');
const searchProducts = apiRoute('group-commerce/search-products');
const createOnboarding = apiRoute('group-commerce/create-onboarding');
const purchase = apiRoute('group-commerce/purchase');
const completePurchase = apiRoute('group-commerce/complete-purchase');
const listOrders = apiRoute('group-commerce/list-orders');
const getReceipt = apiRoute('group-commerce/get-order-receipt');
const receiptPdf = apiRoute('group-commerce/order-receipt-pdf');
const listCards = apiRoute('group-commerce/list-payment-methods');
const createSetupIntent = apiRoute('group-commerce/create-setup-intent');
const addCard = apiRoute('group-commerce/add-payment-method');
const deleteCard = apiRoute('group-commerce/delete-payment-method');
const updateGroup = apiRoute('group-commerce/update-group');
const subscriptionInterest = apiRoute('group-commerce/subscription-interest');
// The portal's seat figures (groups feature) are read again after a purchase: named by route, not imported.
const groupProducts = apiRoute('groups/list-products');
const groupDashboard = apiRoute('groups/dashboard');

const keepPrevious = { placeholderData: <T>(previous: T | undefined) => previous };
const cartQuery = (map: CartMap) => ({ query: Object.keys(map).length ? { cart: JSON.stringify(map) } : {} });

export const useGroupCart = (map: CartMap) => useContractQuery(getCart, cartQuery(map), keepPrevious);
export type CartQuery = ReturnType<typeof useGroupCart>;
/**
 * The cart a purchase page prices: the group's quote (with the map's changes) when there is one,
 * else the group's cart. Both reads are declared on every render (hooks' rule); only the one shown runs.
 */
export function usePurchaseCart(onboardingId: string | null, map: CartMap): CartQuery {
  const groupCart = useContractQuery(getCart, cartQuery(map), { ...keepPrevious, enabled: onboardingId === null });
  const quoteCart = useContractQuery(
    getOnboardingCart,
    { params: { id: onboardingId ?? '' }, ...cartQuery(map) },
    { ...keepPrevious, enabled: onboardingId !== null },
  );
  return onboardingId === null ? groupCart : quoteCart;
}

export const useProductSearch = (search: string) =>
  useContractQuery(searchProducts, { query: { search } }, { enabled: search.length > 0, ...keepPrevious });

export const useCreateQuote = () =>
  useContractMutation(createOnboarding, {
    request: (products: { productId: string; quantity: number | string }[]) => ({
      body: { onboardingProductsAttributes: products },
    }),
  });

const afterPurchase = [getCart, getOnboardingCart, listOrders, groupProducts, groupDashboard];
export const usePurchase = () =>
  useContractMutation(purchase, {
    request: (input: { cart: CartMap; paymentMethodId: string }) => ({ body: input }),
    invalidates: afterPurchase,
  });
/** After the browser authenticated the charge (3-D Secure): the order is written from the saved one. */
export const useCompletePurchase = () =>
  useContractMutation(completePurchase, {
    request: (paymentIntentId: string) => ({ body: { paymentIntentId } }),
    invalidates: afterPurchase,
  });

/** A page of the group's orders, ten a page, in the URL's sort (newest first without one). */
export const useGroupOrders = (page: number, sort: ListSort<(typeof GROUP_ORDER_SORTS)[number]> | null) =>
  useContractQuery(
    listOrders,
    { query: { page, perPage: 10, ...(sort ? { sort: sort.column, sort_order: sort.order } : {}) } },
    keepPrevious,
  );
export const useGroupReceipt = (uuid: string) => useContractQuery(getReceipt, { params: { uuid } });
export const groupReceiptPdfUrl = (uuid: string) => fillPath(receiptPdf.path, { uuid });

export const useGroupCards = () => useContractQuery(listCards);
// Card changes may ask for the password again (components/step-up.tsx): it rides along when given.
type CardChange = WithPassword<{ id: string }>;
/** A SetupIntent on the group's customer, which the card form confirms with the new card. */
export const useCreateGroupSetupIntent = () =>
  useContractMutation(createSetupIntent, {
    request: (currentPassword?: string) => ({ body: { currentPassword } }),
  });
export const useAddGroupCard = () =>
  useContractMutation(addCard, {
    request: ({ id, currentPassword }: CardChange) => ({ body: { paymentMethodId: id, currentPassword } }),
    invalidates: [listCards],
  });
export const useDeleteGroupCard = () =>
  useContractMutation(deleteCard, {
    request: ({ id, currentPassword }: CardChange) => ({ body: { paymentMethodId: id, currentPassword } }),
    invalidates: [listCards],
  });

export const useUpdateGroup = () =>
  useContractMutation(updateGroup, {
    request: ({ id, name }: { id: string; name: string }) => ({ params: { id }, body: { name } }),
  });
export const useSubscriptionInterest = () =>
  useContractMutation(subscriptionInterest, { request: () => ({}), invalidates: [getCart, getOnboardingCart] });
