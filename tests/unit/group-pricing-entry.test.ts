import { describe, expect, it } from 'vitest';
import { purchaseEntry } from '@shared/rules/group-purchase-entry';

describe('group purchase entry (spec section 4)', () => {
  it('unlimited -> members; purchased -> course selection; else the quote when there is one, or course selection', () => {
    expect(purchaseEntry({ unlimitedCertifications: true, purchased: false, groupOnboardingId: 'q' })).toBe('members');
    expect(purchaseEntry({ unlimitedCertifications: false, purchased: true, groupOnboardingId: 'q' })).toBe(
      'course-selection',
    );
    expect(purchaseEntry({ unlimitedCertifications: false, purchased: false, groupOnboardingId: 'q' })).toBe(
      'purchase-quote',
    );
    expect(purchaseEntry({ unlimitedCertifications: false, purchased: false, groupOnboardingId: null })).toBe(
      'course-selection',
    );
  });
});
