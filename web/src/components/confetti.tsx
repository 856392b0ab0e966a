// A short burst of confetti on a canvas over the page (decorative: hidden from assistive
// technology, never takes clicks). Nothing is drawn for people who ask for reduced motion.
import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../lib/use-media-query';

export const CONFETTI_PIECES = 200;
export const CONFETTI_DURATION_MS = 10_000;
/** Confetti greets a pass that happened within the last 10 s. */
export const CONFETTI_WINDOW_MS = 10_000;

const COLORS = ['#0b5cab', '#c2185b', '#f59e0b', '#10b981', '#6366f1', '#ef4444', '#14b8a6'];

/** True when `at` (an ISO timestamp) lies within the last `windowMs`. */
export function isRecent(at: string | null | undefined, now = Date.now(), windowMs = CONFETTI_WINDOW_MS): boolean {
  if (!at || at.length <= 10) return false;
  const time = Date.parse(at);
  return Number.isFinite(time) && now - time >= 0 && now - time <= windowMs;
}

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  color: string;
}

export function Confetti({
  pieces = CONFETTI_PIECES,
  durationMs = CONFETTI_DURATION_MS,
}: {
  pieces?: number;
  durationMs?: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext?.('2d');
    if (reducedMotion || !canvas || !context) return undefined;
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = width;
    canvas.height = height;
    const items: Piece[] = Array.from({ length: pieces }, (_, index) => ({
      x: Math.random() * width,
      y: -20 - Math.random() * height * 0.6,
      vx: (Math.random() - 0.5) * 2.2,
      vy: 1.5 + Math.random() * 3,
      size: 6 + Math.random() * 7,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.25,
      color: COLORS[index % COLORS.length]!,
    }));
    const started = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - started;
      context.clearRect(0, 0, width, height);
      if (elapsed >= durationMs) return;
      // Fade out over the last second.
      context.globalAlpha = Math.min(1, (durationMs - elapsed) / 1000);
      for (const piece of items) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        // Pieces that fall off the bottom come back from the top until the last two seconds.
        if (piece.y > height + 20 && durationMs - elapsed > 2000) piece.y = -20;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.color;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [reducedMotion, pieces, durationMs]);

  if (reducedMotion) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex is not focusable; the confetti is decoration
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="confetti"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 1000 }}
    />
  );
}
