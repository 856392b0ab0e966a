// An in-app link that looks like a button (navigation stays a link for assistive technology).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variation?: 'primary' | 'secondary' | 'link';
  className?: string;
}

export function ButtonLink({ to, children, variation = 'secondary', className }: ButtonLinkProps) {
  const modifier = variation === 'secondary' ? '' : ` amplify-button--${variation}`;
  return (
    <Link to={to} className={`amplify-button${modifier} button-link${className ? ` ${className}` : ''}`}>
      {children}
    </Link>
  );
}
