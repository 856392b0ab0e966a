// Business constants from the spec, shared by the server and the web.

export const OTP_VALID_MINUTES = 10;
export const SESSION_DAYS = 30;
export const PASSWORD_RESET_VALID_HOURS = 2;
export const SOCKET_TOKEN_VALID_SECONDS = 300;
export const RENEWAL_REMINDER_DAYS = 30;

export const NARROW_BREAKPOINT_PX = 1100;
export const SIDE_DRAWER_WIDTH_PX = 220;
export const COURSE_DRAWER_WIDTH_PX = 300;
export const COURSE_CARD_WIDTH_PX = 300;
export const COURSE_CARD_GAP_PX = 16;
export const SEARCH_DEBOUNCE_MS = 400;
/** The question editor autosaves this long after the last keystroke. */
export const AUTOSAVE_DEBOUNCE_MS = 500;
export const PAGE_SIZE_OPTIONS = [10, 30, 100] as const;
// The spec's offers (section 9): the one source for the server's pricing and every screen's wording.
/** The referred colleague's first-order discount. */
export const REFERRAL_DISCOUNT_PERCENT = 15;
/** The referrer's cash credit once the referred colleague's first order is paid, cents. */
export const REFERRAL_CREDIT_CENTS = 2500;
export const REFERRAL_REWARD_DOLLARS = REFERRAL_CREDIT_CENTS / 100;
/** The coupon a learner receives once for leaving a review. */
export const REVIEW_REWARD_PERCENT = 10;
/** Off-session renewal of a card with auto-renew. */
export const AUTO_RENEW_DISCOUNT_PERCENT = 15;

/** Group discount tiers (cumulative lifetime courses), the company's default setting. */
export const DEFAULT_DISCOUNT_TIERS = [
  { id: 'tier-5', min: 5, max: 9, percent: 15 },
  { id: 'tier-10', min: 10, max: 14, percent: 20 },
  { id: 'tier-15', min: 15, max: 29, percent: 25 },
  { id: 'tier-30', min: 30, max: 49, percent: 30 },
  { id: 'tier-50', min: 50, max: null, percent: 35 },
];

export const MESSAGES = {
  otpSent: 'A one time passcode has been sent to your phone number we have for this account',
  /** The spec's resend text with `{phone}` as words, the same for every identity (no account or digits revealed). */
  otpResent: 'A new OTP has been sent to your phone number. Your old OTP has now expired.',
  emailIncorrect: 'Email is incorrect',
  invalidCredentials: 'The email, phone number or password is incorrect.',
  /** One answer for a wrong, expired or used-up passcode and an unknown identity alike. */
  passcodeFailed: 'This passcode is incorrect or has expired. Please try again or request a new one.',
  resetSent: 'We have emailed you a link to reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed.',
  pageNotFound: 'This page does not exist',
} as const;

/**
 * Every call but the two-step setup answers this (403) to an admin who must set it up first. Apart
 * from MESSAGES because every Lambda's caller check carries it, and an object is bundled whole.
 */
export const MFA_SETUP_REQUIRED = 'Set up two-step verification to continue.';

/** Shown when a card is looked up by id alone (no token from its QR code): the holder's last name is asked first. */
export const LAST_NAME_REQUIRED = "Enter the card holder's last name to verify this card.";

/** The password policy's minimum length (the whole policy: shared/rules/password.ts). */
export const PASSWORD_MIN_LENGTH = 8;

/** The spec's page sizes. */
export const PAGE_SIZES = [10, 30, 100] as const;

export const EMPLOYER_NOTIFICATION_SENT = 'Employer Notification Sent!';
export const MAIL_REQUEST_SENT = 'Mail Request Sent!';

export const STATE_LICENSE_MESSAGES = {
  stateBlank: "State can't be blank",
  professionBlank: "Profession can't be blank",
  stateUnknown: 'State must be a US state',
  professionUnknown: 'Profession is not one we offer',
  licenseBlank: "License can't be blank",
  licenseFormat: 'License may contain only letters, digits, spaces, dots and dashes (at most 40)',
  duplicate: 'You already have a license for this profession in this state.',
  tooMany: 'You can keep at most 50 state licenses.',
  created: 'State license added.',
  updated: 'State license updated.',
  deleted: 'State license deleted.',
} as const;

export const REVIEW_RATING_MESSAGE = 'Please select a rating to submit your review.';

/** Refusals the server sends and the web also shows in the same words. */
/** Enrolling with no seat left; the enroll dialog's empty course list. */
export const NO_SEATS = 'No courses available for enrollment';
/** A card verification whose id and last name match no card; the verify page's 404. */
export const CARD_NOT_FOUND = 'We could not find a provider card with this id and last name.';
/** A referral code nobody holds; the cart's fallback when the reply names no reason. */
export const INVALID_REFERRAL = 'This referral code is not valid.';

/** The lists a group admin can save filters of (`save-filters/{modelType}`). */
export const SAVED_FILTER_MODELS = ['users', 'user_course_expirations', 'user_exams'] as const;

/** Group purchasing (spec sections 5 and 8): messages the server sends and the web shows. */
/** Shown while an order (a learner's or a group's) is being paid for. */
const PROCESSING_ORDER = 'Please wait while we process your order.';

/** The spec's checkout messages: the server's replies and the checkout screens use these same words. */
export const CHECKOUT_MESSAGES = {
  /** Why Checkout / Pay is disabled on an empty cart. */
  emptyCartReason: 'Please add at least one product to your cart before proceeding to the checkout.',
  signInReason: 'Please create an account or sign in to complete your purchase.',
  /** The 422 of a checkout without courses, and the warning toast when the checkout sends you back to the cart. */
  emptyCart: 'Please add at least one course to your cart before proceeding to the checkout.',
  noPaymentRequired: 'No payment required.',
  processing: PROCESSING_ORDER,
} as const;

export const GROUP_PURCHASE_MESSAGES = {
  emptySelection: 'You must select at least one course to purchase.',
  processing: PROCESSING_ORDER,
  quoteQuantities: 'Please make sure all quantities are filled out and greater than 0 before submitting',
  noProducts: 'No products selected',
  purchased: 'Thank you! Your courses are ready to assign.',
  quoteSaved: 'Your personalized quote is ready.',
  subscriptionInterest: 'Thanks! Our team will contact you about subscription pricing.',
  /** The bank asks the admin to confirm a saved card's charge (3-D Secure): the browser completes it. */
  authenticate: 'Your bank asks you to confirm this payment.',
  paymentProcessing: 'Your payment is being processed. The seats are added as soon as it completes.',
  paymentServiceRefused: 'We could not charge this card. Please try another card or contact support.',
} as const;
/** Subscription pricing promises this much more off (spec section 9). */
export const SUBSCRIPTION_EXTRA_PERCENT = 15;

/** Group CSV exports too large for one reply are prepared by a worker; the page polls and then downloads. */
export const CSV_EXPORT_POLL_MS = 2000;
/** How long the page waits for a prepared export before giving up (~5 minutes of polls). */
export const CSV_EXPORT_MAX_POLLS = 150;
export const CSV_EXPORT_MESSAGES = {
  preparing: 'Preparing your export…',
  started: 'Your download has started.',
  failed: 'We could not prepare this export. Please try again.',
  tooSlow: 'Your export is taking longer than expected. Please try again in a few minutes.',
} as const;
