// @vitest-environment happy-dom
// Commerce screens in the DOM: the checkout's two disabled-button reasons and the empty-cart
// redirect, the cart's empty state, the review's rating rule and comment box, and 'Copied!' for 1.5 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CartPage } from '@web/features/commerce/pages/cart-page';
import { CheckoutPage } from '@web/features/commerce/pages/checkout-page';
import { ReviewPage } from '@web/features/commerce/pages/review-page';
import { CopyField, COPIED_MS } from '@web/features/commerce/components/copy-field';
import { bootstrapData, button, click, flush, jsonResponse, renderRoutes, user, type Rendered } from './support/dom';

const fetchMock = vi.fn<typeof fetch>();
let view: Rendered | undefined;

const product = {
  id: 'acls-cert',
  name: 'ACLS Certification',
  kind: 'certification' as const,
  cartSubtitle: 'Full course',
  cartCta: 'Start',
  cartDescription: 'All modules',
  price: 19900,
  originalPrice: 24900,
  attachedIcon: { url: null },
  color: '#A4161A',
  sisterId: 'acls-recert',
  forLifeSelected: false,
  canForLife: true,
  forLifeDeltaPrice: 9950,
  forLife: false,
  forLifeProduct: { name: 'ACLS Certification For Life', cartSubtitle: 'Pay once', price: 29850 },
};
const fullCart = {
  ...bootstrapData().cart,
  products: [product],
  lineItems: [
    {
      id: 'acls-cert',
      product: { id: 'acls-cert', name: 'ACLS Certification', attachedIcon: { url: null } },
      quantity: 1,
    },
  ],
  courseCount: 1,
  total: 19900,
  subtotal: 19900,
  quantity: 1,
  count: 1,
};

const routes: RouteObject[] = [
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/courses/:userCourseUuid/passed/review', element: <ReviewPage /> },
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/recommended_product_collections.json') || url.includes('/api/shopper_approved.json'))
      return jsonResponse(200, []);
    if (url.includes('/api/payment_methods'))
      return jsonResponse(200, url.includes('default') ? { paymentMethod: null } : { data: [] });
    return jsonResponse(404, { message: 'Not found' });
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const reasonOf = (container: HTMLElement, name: string) => {
  const found = button(container, name);
  const described = found.getAttribute('aria-describedby');
  return {
    disabled: found.getAttribute('aria-disabled'),
    reason: described ? container.ownerDocument.getElementById(described)?.textContent : null,
  };
};

describe('checkout', () => {
  it('an anonymous visitor sees the sign-up step and why paying is unavailable', async () => {
    view = await renderRoutes(routes, '/checkout', bootstrapData({ cart: fullCart }));
    await flush();
    expect(view.container.textContent).toContain('Create your account');
    expect(reasonOf(view.container, 'Pay $199.00')).toEqual({
      disabled: 'true',
      reason: 'Please create an account or sign in to complete your purchase.',
    });
  });

  it('a zero total says no payment is required', async () => {
    view = await renderRoutes(
      routes,
      '/checkout',
      bootstrapData({ currentUser: user(), cart: { ...fullCart, total: 0, discountAmount: 19900 } }),
    );
    await flush();
    expect(view.container.textContent).toContain('No payment required.');
    expect(button(view.container, 'Place Order').getAttribute('aria-disabled')).not.toBe('true');
  });

  it('says the saved cards are loading instead of flashing the new-card form, then offers them', async () => {
    let answerCards: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/api/payment_methods.json'))
        return new Promise<Response>((resolve) => {
          answerCards = resolve;
        });
      if (url.includes('/api/payment_methods')) return jsonResponse(200, { paymentMethod: null });
      return jsonResponse(200, []);
    });
    view = await renderRoutes(routes, '/checkout', bootstrapData({ currentUser: user(), cart: fullCart }));
    await flush();
    expect(view.container.querySelector('[role="status"]')?.textContent).toContain('Loading your saved cards…');
    expect(view.container.textContent).not.toContain('Use a new card');
    expect([...view.container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Pay $199.00');
    await act(async () =>
      answerCards(
        jsonResponse(200, {
          data: [{ paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 }],
        }),
      ),
    );
    await flush();
    expect(view.container.textContent).not.toContain('Loading your saved cards…');
    expect(view.container.textContent).toContain('VISA ending in 4242');
    expect(button(view.container, 'Pay $199.00')).toBeTruthy();
  });

  it('an empty cart goes back to /cart with the warning', async () => {
    view = await renderRoutes(routes, '/checkout', bootstrapData({ currentUser: user() }));
    await flush();
    expect(view.router.state.location.pathname).toBe('/cart');
    expect(reasonOf(view.container, 'Checkout')).toEqual({
      disabled: 'true',
      reason: 'Please add at least one product to your cart before proceeding to the checkout.',
    });
    expect(view.container.textContent).toContain('Your cart is empty.');
  });
});

describe('review', () => {
  it('asks for a rating before sending, and opens the comment box once one is chosen', async () => {
    view = await renderRoutes(routes, '/courses/u1/passed/review', bootstrapData({ currentUser: user() }));
    expect(view.container.querySelector('textarea')).toBeNull();
    await click(button(view.container, 'Submit Review'));
    expect(view.container.textContent).toContain('Please select a rating to submit your review.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/reviews.json'))).toBe(false);
    const four = view.container.querySelector<HTMLInputElement>('input[name="rating"][value="4"]')!;
    await click(four);
    expect(view.container.querySelector('textarea')).not.toBeNull();
    expect(view.container.textContent).not.toContain('Please select a rating to submit your review.');
  });
});

describe('copy field', () => {
  it("says 'Copied!' for 1.5 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    view = await renderRoutes(
      [{ path: '/', element: <CopyField label="Your referral link" value="https://app/cart?ref=X" /> }],
      '/',
    );
    await act(async () => button(view!.container, 'Copy').click());
    expect(writeText).toHaveBeenCalledWith('https://app/cart?ref=X');
    expect(button(view.container, 'Copied!')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(COPIED_MS - 10));
    expect(view.container.textContent).toContain('Copied!');
    await act(async () => vi.advanceTimersByTime(20));
    expect(button(view.container, 'Copy')).toBeTruthy();
  });
});
