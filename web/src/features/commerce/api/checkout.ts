// Checkout calls: open a PaymentIntent for the server's price of the cart, complete the purchase
// (201 replaces the cart), the latest order (thank-you page), and sign-up at checkout.
import { createPaymentIntent, latestOrder, purchase } from '@shared/contracts/commerce';
import { signUp } from '@shared/contracts/profile';
import { listSubscriptions } from '@shared/contracts/learning';
import type { BodyInput, FieldName } from '@web/lib/api';
import { useContractMutation, useContractQuery } from '@web/lib/contract-query';
import { setSignedIn } from '@web/lib/session';
import { setCart } from './cart-mutations';

export const useCreatePaymentIntent = () => useContractMutation(createPaymentIntent, { request: () => ({ body: { cart: {} } }) });

export const usePurchase = () =>
  useContractMutation(purchase, {
    request: (paymentIntentId: string | null) => ({ body: { paymentIntentId, cart: {} } }),
    update: (reply, _v, client) => setCart(client, reply.body),
    // The dashboard's subscriptions and the thank-you page's order are new.
    invalidates: [latestOrder, listSubscriptions],
    refetch: 'none',
  });

export const useLatestOrder = () => useContractQuery(latestOrder);

export const signUpBody = signUp.body;
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
