// Schemas reused by several domains' contracts (the spec's entities as the client sees them).
import * as z from 'zod/mini';

/** The password again, for a sensitive change long after sign-in (SECURITY-REVIEW item 5): email, phone, SSN, saved cards. */
export const stepUpPassword = z.optional(z.string().check(z.maxLength(256)));

export const currentUser = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  email: z.string(),
  title: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  /** Never the full number: last four digits behind a mask, or null. */
  ssn: z.nullable(z.string()),
  street: z.nullable(z.string()),
  street2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  country: z.nullable(z.string()),
  createdAtEpoch: z.number(),
  groupAdmin: z.boolean(),
  groupId: z.nullable(z.string()),
  contentAdmin: z.boolean(),
  driversLicenseFile: z.nullable(z.object({ filename: z.string() })),
  submittedShopperApproved: z.boolean(),
  status: z.string(),
  /** Our additions: the email was confirmed by a link sent to it; the phone by a code texted to it (only then a passcode sign-in number). */
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** Our additions: two-step verification (an authenticator app) is on; the account must have it (content admins, admins of groups above 50 members). */
  mfaEnabled: z.boolean(),
  mfaRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const groupSummary = z.object({
  id: z.string(),
  name: z.string(),
  purchased: z.boolean(),
  hasPurchased: z.boolean(),
  unlimitedCertifications: z.boolean(),
  notificationsEnabled: z.boolean(),
  groupOnboardingId: z.nullable(z.string()),
});
export type GroupSummary = z.infer<typeof groupSummary>;

export const discountTier = z.object({
  id: z.string(),
  min: z.number(),
  max: z.nullable(z.number()),
  percent: z.number(),
});

export const company = z.object({
  name: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  logo: z.string(),
  whiteLogo: z.string(),
  logoText: z.string(),
  whiteLogoText: z.string(),
  comments: z.boolean(),
  mailedProviderCards: z.boolean(),
  groupDiscount: z.object({ discountTiers: z.array(discountTier) }),
  /** Our addition: how learners reach support (the in-app Help page); each part only when the company has it. */
  support: z.optional(
    z.object({ email: z.nullable(z.string()), phone: z.nullable(z.string()), hours: z.nullable(z.string()) }),
  ),
});
export type Company = z.infer<typeof company>;

export const cartLineItem = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), attachedIcon: z.object({ url: z.nullable(z.string()) }) }),
  quantity: z.number(),
});

/** A product as the cart shows it (the spec's Product), with the learner's For Life choice. Prices in cents. */
export const cartProduct = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['certification', 'recertification']),
  cartSubtitle: z.string(),
  cartCta: z.string(),
  cartDescription: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  attachedIcon: z.object({ url: z.nullable(z.string()) }),
  color: z.string(),
  sisterId: z.nullable(z.string()),
  forLifeSelected: z.boolean(),
  canForLife: z.boolean(),
  forLifeDeltaPrice: z.number(),
  forLife: z.boolean(),
  forLifeProduct: z.nullable(z.object({ name: z.string(), cartSubtitle: z.string(), price: z.number() })),
});
export type CartProduct = z.infer<typeof cartProduct>;

export const cart = z.object({
  products: z.array(cartProduct),
  forLife: z.boolean(),
  coupon: z.nullable(z.object({ code: z.string() })),
  lineItems: z.array(cartLineItem),
  courseCount: z.number(),
  /** Integer cents. */
  total: z.number(),
  subtotal: z.number(),
  discountTier: z.nullable(z.number()),
  discountAmount: z.number(),
  /** Which discount discountAmount is: the coupon's or the referred first order's (the better one wins; they never add up). */
  discountSource: z.optional(z.nullable(z.enum(['coupon', 'referral']))),
  quantity: z.number(),
  count: z.number(),
  discount: z.number(),
});
export type Cart = z.infer<typeof cart>;

export const flashMessage = z.object({ type: z.enum(['success', 'error', 'info', 'warning']), message: z.string() });

/** A course's CE evaluation as the exam carries it (the spec's cmeEvaluation, plus our own questions). */
export const cmeEvaluation = z.object({
  id: z.string(),
  typeformId: z.nullable(z.string()),
  userVerificationRequired: z.boolean(),
  verifyFirstName: z.boolean(),
  verifyMiddleName: z.boolean(),
  verifyLastName: z.boolean(),
  verifyBirthDate: z.boolean(),
  verifySsn: z.boolean(),
  verifyDriversLicense: z.boolean(),
  verifyAddress: z.boolean(),
  verifyStateLicenses: z.boolean(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['rating', 'choice', 'text']),
      prompt: z.string(),
      required: z.boolean(),
      options: z.optional(z.array(z.string())),
    }),
  ),
});
export const cmeEvaluationSubmission = z.object({ completed: z.boolean(), userInformationVerified: z.boolean() });
