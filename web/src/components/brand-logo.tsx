// The company logo from the bootstrap data; the alt text is the company's logo text.
interface BrandLogoProps {
  src: string;
  alt: string;
  height?: number;
  className?: string;
}

export function BrandLogo({ src, alt, height = 36, className }: BrandLogoProps) {
  // Width follows the image's own ratio; the reserved height avoids layout shift.
  return (
    <img className={className ?? 'brand-logo'} src={src} alt={alt} height={height} style={{ height, width: 'auto' }} />
  );
}
