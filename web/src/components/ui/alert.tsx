// Amplify UI's Alert markup: role="alert", its icon per variation and classes.
import type { ReactNode } from 'react';
import { classes } from './classes';

type Variation = 'info' | 'error' | 'warning' | 'success';

// Material icons, as Amplify draws them (info, error, warning, check circle).
const ICONS: Record<Variation, string> = {
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11ZM12 2C6.48 2 2 6.48 2 12C2 17.52 6.48 22 12 22C17.52 22 22 17.52 22 12C22 6.48 17.52 2 12 2ZM12 20C7.59 20 4 16.41 4 12C4 7.59 7.59 4 12 4C16.41 4 20 7.59 20 12C20 16.41 16.41 20 12 20Z',
  error:
    'M12 2C6.48 2 2 6.48 2 12C2 17.52 6.48 22 12 22C17.52 22 22 17.52 22 12C22 6.48 17.52 2 12 2ZM13 17H11V15H13V17ZM13 13H11V7H13V13Z',
  warning: 'M1 21H23L12 2L1 21ZM13 18H11V16H13V18ZM13 14H11V10H13V14Z',
  success:
    'M12 2C6.48 2 2 6.48 2 12C2 17.52 6.48 22 12 22C17.52 22 22 17.52 22 12C22 6.48 17.52 2 12 2ZM12 20C7.59 20 4 16.41 4 12C4 7.59 7.59 4 12 4C16.41 4 20 7.59 20 12C20 16.41 16.41 20 12 20ZM16.59 7.58L10 14.17L7.41 11.59L6 13L10 17L18 9L16.59 7.58Z',
};

export function Alert({
  variation,
  heading,
  hasIcon = true,
  className,
  children,
}: {
  variation?: Variation;
  heading?: ReactNode;
  hasIcon?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={classes('amplify-flex amplify-alert', className, variation && `amplify-alert--${variation}`)}
      role="alert"
    >
      {hasIcon && variation ? (
        <span className="amplify-alert__icon">
          <span className="amplify-icon" aria-hidden="true" style={{ width: '1em', height: '1em' }}>
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d={ICONS[variation]} fill="currentColor" />
            </svg>
          </span>
        </span>
      ) : null}
      <div style={{ flex: 1 }}>
        {heading ? <div className="amplify-alert__heading">{heading}</div> : null}
        <div className="amplify-alert__body">{children}</div>
      </div>
    </div>
  );
}
