// Amplify UI's Text markup: a paragraph (or `as` element) with its classes.
import type { HTMLAttributes } from 'react';
import { classes } from './classes';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div';
  variation?: 'primary' | 'secondary' | 'tertiary' | 'error' | 'warning' | 'info' | 'success';
}

export function Text({ as: Tag = 'p', variation, className, ...rest }: TextProps) {
  return <Tag className={classes('amplify-text', variation && `amplify-text--${variation}`, className)} {...rest} />;
}
