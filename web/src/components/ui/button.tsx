// Amplify UI's Button markup and classes (its CSS styles it), without its React package: every
// Amplify primitive pulls in the whole default theme (~86 KB of JS) and subscribes to six media
// queries per instance, which a phone's first screen cannot afford (docs/decisions/007).
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Loader } from './loader';
import { classes } from './classes';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variation?: 'primary' | 'link' | 'menu' | 'warning' | 'destructive';
  size?: 'small' | 'large';
  isDisabled?: boolean;
  isFullWidth?: boolean;
  /** Disables the button and shows a spinner with `loadingText` (or the label). */
  isLoading?: boolean;
  loadingText?: string;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variation,
    size,
    isDisabled = false,
    isFullWidth = false,
    isLoading = false,
    loadingText,
    type = 'button',
    className,
    children,
    ...rest
  },
  ref,
) {
  const disabled = isDisabled || isLoading;
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      className={classes(
        'amplify-button amplify-field-group__control',
        variation && `amplify-button--${variation}`,
        size && `amplify-button--${size}`,
        disabled && 'amplify-button--disabled',
        isLoading && 'amplify-button--loading',
        isFullWidth && 'amplify-button--fullwidth',
        className,
      )}
      {...rest}
    >
      {isLoading ? (
        <span className="amplify-flex amplify-button__loader-wrapper">
          <Loader aria-hidden="true" />
          {loadingText ?? children}
        </span>
      ) : (
        children
      )}
    </button>
  );
});
