// A button that can be unavailable *with a reason*: it stays focusable (aria-disabled rather than
// disabled) so keyboard and screen-reader users reach it and hear why (aria-describedby), and the
// reason shows as a tooltip on hover and focus that can be dismissed with Escape and hovered
// without disappearing (WCAG 1.4.13).
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@web/components/ui';
import './tooltip-button.css';

interface TooltipButtonProps {
  children: ReactNode;
  /** When set, the button is unavailable and this text explains why. */
  disabledReason?: string | null;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit';
  variation?: 'primary' | 'link' | 'menu' | 'warning' | 'destructive';
  isLoading?: boolean;
  loadingText?: string;
  className?: string;
}

export function TooltipButton({
  children,
  disabledReason,
  onClick,
  type = 'button',
  variation,
  isLoading,
  loadingText,
  className,
}: TooltipButtonProps) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const unavailable = Boolean(disabledReason);
  const open = unavailable && (hovered || focused) && !dismissed;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus within show the button's tooltip and Escape dismisses it (WCAG 1.4.13); the control is the button inside
    <span
      className={`tooltip-anchor${className ? ` ${className}` : ''}`}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setDismissed(true);
        }
      }}
    >
      <Button
        type={type}
        variation={variation}
        isLoading={isLoading}
        loadingText={loadingText}
        aria-disabled={unavailable || undefined}
        aria-describedby={unavailable ? tooltipId : undefined}
        className={unavailable ? 'tooltip-button--unavailable' : undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (unavailable) {
            event.preventDefault();
            setDismissed(false);
            setFocused(true);
            return;
          }
          onClick?.(event);
        }}
      >
        {children}
      </Button>
      {unavailable ? (
        <span role="tooltip" id={tooltipId} className={open ? 'tooltip tooltip--open' : 'tooltip'}>
          {disabledReason}
        </span>
      ) : null}
    </span>
  );
}
