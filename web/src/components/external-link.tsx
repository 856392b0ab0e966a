// A link that leaves the app in a new tab, saying so to every user (WCAG 3.2.5 advisory, G201).
import type { ReactNode } from 'react';

export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="external-link__icon" aria-hidden="true">
        {' '}
        ↗
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
