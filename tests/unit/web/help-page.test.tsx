// @vitest-environment happy-dom
// /help's contact block comes from company.support, the deploy configuration the bootstrap carries:
// each part only when configured, and no block at all (no placeholder) when nothing is.
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { HelpPage } from '@web/features/help/pages/help-page';
import { bootstrapData, company, renderRoutes, type Rendered } from './support/dom';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const routes: RouteObject[] = [{ path: '/help', element: <HelpPage /> }];
const render = async (support?: (typeof company)['support']) => {
  view = await renderRoutes(routes, '/help', bootstrapData({ company: support ? { ...company, support } : company }));
  return view.container;
};
const contactHeading = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('h2')).find((h) => h.textContent === 'Contact us');

describe('the Help page', () => {
  it('shows the configured support contact: email and phone links, and the hours', async () => {
    const root = await render({ email: 'help@certifymed.com', phone: '+1 (800) 555-0100', hours: 'Weekdays 8-6 ET' });
    expect(contactHeading(root)).toBeDefined();
    expect(root.querySelector('a[href="mailto:help@certifymed.com"]')?.textContent).toBe('help@certifymed.com');
    expect(root.querySelector('a[href="tel:+18005550100"]')?.textContent).toBe('+1 (800) 555-0100');
    expect(root.querySelector('.help-contact')?.textContent).toContain('Weekdays 8-6 ET');
  });

  it('shows only the parts configured', async () => {
    const root = await render({ email: null, phone: '800 555 0100', hours: null });
    expect(root.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(root.querySelector('a[href="tel:8005550100"]')).not.toBeNull();
    expect(root.querySelector('.help-contact')?.textContent).not.toContain('Hours');
  });

  it('shows no contact block, and no placeholder, when no support is configured', async () => {
    for (const support of [undefined, { email: null, phone: null, hours: 'Weekdays 8-6 ET' }]) {
      const root = await render(support);
      expect(root.querySelector('h1')?.textContent).toBe('Help');
      expect(root.querySelectorAll('details').length).toBeGreaterThan(0);
      expect(contactHeading(root)).toBeUndefined();
      expect(root.querySelector('.help-contact')).toBeNull();
      expect(root.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
      expect(root.textContent).not.toMatch(/support team|example\.com|not available/);
      view!.unmount();
      view = undefined;
    }
  });
});
