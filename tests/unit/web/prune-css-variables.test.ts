// The build drops Amplify UI design tokens nothing reads, and keeps every token a rule, a kept
// token or the app's code reads (a missing token would silently unstyle a component).
import { describe, expect, it } from 'vitest';
import { pruneCssVariables } from '@web-build/prune-css-variables';

const base = `:root, [data-amplify-theme] {
  --amplify-colors-teal-80: #047d95;
  --amplify-colors-primary-80: var(--amplify-colors-teal-80);
  --amplify-components-button-primary-background-color: var(--amplify-colors-primary-80);
  --amplify-components-accordion-background-color: var(--amplify-colors-red-10);
  --amplify-colors-red-10: #fce;
  --amplify-space-small: 0.75rem;
  --amplify-fonts-default-static: Inter;
}
html { font-family: var(--amplify-fonts-default-static); }`;

describe('pruneCssVariables', () => {
  it('keeps what another stylesheet reads, and what that reads in turn', () => {
    const out = pruneCssVariables(base, [
      '.amplify-button--primary { background: var(--amplify-components-button-primary-background-color); }',
    ]);
    expect(out).toContain('--amplify-components-button-primary-background-color:');
    expect(out).toContain('--amplify-colors-primary-80:');
    expect(out).toContain('--amplify-colors-teal-80: #047d95;');
  });

  it("keeps what base.css's own rules read and what the app's code mentions", () => {
    const out = pruneCssVariables(base, ["style={{ '--amplify-space-small': '1rem' }}"]);
    expect(out).toContain('--amplify-fonts-default-static: Inter;');
    expect(out).toContain('--amplify-space-small:');
  });

  it('drops tokens nothing reads (a component the app does not use, and what only it reads)', () => {
    const out = pruneCssVariables(base, []);
    expect(out).not.toContain('accordion');
    expect(out).not.toContain('--amplify-colors-red-10');
    expect(out).not.toContain('--amplify-components-button');
    expect(out).toContain('html { font-family: var(--amplify-fonts-default-static); }');
  });
});
