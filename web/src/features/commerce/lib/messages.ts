// The spec's checkout messages.
export const EMPTY_CART_REASON = 'Please add at least one product to your cart before proceeding to the checkout.';
export const SIGN_IN_REASON = 'Please create an account or sign in to complete your purchase.';
export const EMPTY_CART_WARNING = 'Please add at least one course to your cart before proceeding to the checkout.';
export const NO_PAYMENT_REQUIRED = 'No payment required.';
export const PROCESSING = 'Please wait while we process your order.';
