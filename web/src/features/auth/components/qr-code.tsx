// A QR code drawn as SVG from the `qrcode` package's core encoder only (its canvas/PNG renderers
// are not needed): crisp at any zoom, and labelled for screen readers (the key is also shown as text).
// @ts-expect-error: the core module has no type declarations of its own.
import { create } from 'qrcode/lib/core/qrcode.js';

const QUIET_ZONE = 4;

export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const qr = create(text, { errorCorrectionLevel: 'M' }) as {
    modules: { size: number; get: (row: number, col: number) => number | boolean };
  };
  const modules = qr.modules.size;
  let path = '';
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1)
      if (qr.modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  }
  const box = modules + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      className="qr-code"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
