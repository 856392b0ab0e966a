// Amplify UI's circular Loader markup (styled and animated by its loader.css).
import type { SVGAttributes } from 'react';
import { classes } from './classes';

export function Loader({ size, className, ...rest }: { size?: 'small' | 'large' } & SVGAttributes<SVGSVGElement>) {
  return (
    <svg
      className={classes('amplify-loader', size && `amplify-loader--${size}`, className)}
      role="progressbar"
      {...rest}
    >
      <g>
        <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
        <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
      </g>
    </svg>
  );
}
