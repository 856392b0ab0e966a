// Checkout calls: open a PaymentIntent for the server's price of the cart, complete the purchase
// (201 replaces the cart), the latest order (thank-you page), and sign-up at checkout.
import type { BodyInput, FieldName } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';
import { setCart } from './cart-mutations';
import { apiRoute } from '@web/lib/api-route';
import { userCourseReads } from '@web/lib/user-course-reads';

const createPaymentIntent = apiRoute('commerce/create-payment-intent');
const latestOrder = apiRoute('commerce/latest-order');
const purchase = apiRoute('commerce/purchase');
const signUp = apiRoute('profile/sign-up');

export const useCreatePaymentIntent = () =>
  useContractMutation(createPaymentIntent, { request: () => ({ body: { cart: {} } }) });

export const usePurchase = () =>
  useContractMutation(purchase, {
    request: (paymentIntentId: string | null) => ({
      body: { paymentIntentId, cart: {} },
      onReply: (reply) => {
        if (reply.status === 201) setCart(reply.body);
      },
    }),
    // The dashboard's subscriptions and the thank-you page's order are new.
    // A purchase is an entitlement: every course page's 'Buy' becomes 'Start'.
    invalidates: [latestOrder, ...userCourseReads],
    refetch: 'none',
  });

export const useLatestOrder = () => useContractQuery(latestOrder);

/** The contract's body schema, for checking the form before sending (loaded on first submit). */
export const loadSignUpBody = () => import('@shared/contracts/profile').then((module) => module.signUp.body);
export type SignUpInput = BodyInput<typeof signUp>;
export type SignUpField = Exclude<FieldName<typeof signUp>, 'base'>;

/** Sign-up inside the checkout: the page stays (no redirect); the session and the merged cart load again. */
export const useSignUpAtCheckout = () =>
  useContractMutation(signUp, {
    request: (body: SignUpInput) => ({
      body,
      followRedirect: false,
      onReply: (reply) => {
        if (reply.status === 201) setSignedIn({ currentUser: reply.body.user, group: reply.body.group });
      },
    }),
  });
