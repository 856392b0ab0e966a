// Amplify UI's Heading markup: <h1>…<h6> with its classes (level 6 when none is given, as Amplify does).
import { forwardRef, type HTMLAttributes } from 'react';
import { classes } from './classes';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 6, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  return <Tag ref={ref} className={classes('amplify-heading', `amplify-heading--${level}`, className)} {...rest} />;
});
