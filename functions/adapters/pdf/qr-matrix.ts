// QR code modules for a text, from the `qrcode` package's core encoder only (its PNG/SVG
// renderers would add ~60 KB to the function for nothing: we draw the modules ourselves).
// @ts-expect-error: the core module has no type declarations of its own.
import { create } from 'qrcode/lib/core/qrcode.js';

export interface QrMatrix {
  size: number;
  isDark: (row: number, col: number) => boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const qr = create(text, { errorCorrectionLevel: 'M' }) as {
    modules: { size: number; get: (row: number, col: number) => number | boolean };
  };
  return { size: qr.modules.size, isDark: (row, col) => Boolean(qr.modules.get(row, col)) };
}
