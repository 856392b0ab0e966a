// The mobile web performance budget (issue "Fast on a nurse's phone"), in one place for the
// bench's tables. Lighthouse figures are under its default mobile preset and throttling.
export type PageKind = 'public' | 'signed-in';

export const WEB_BUDGET = {
  /** Initial JS, gzip: /login and public pages, signed-in pages. */
  initialJsGzipKb: { public: 100, 'signed-in': 150 } satisfies Record<PageKind, number>,
  performance: 90,
  accessibility: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
} as const;

export interface PageFigures {
  kind: PageKind;
  initialJsGzipBytes: number;
  performance?: number;
  accessibility?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

/** The budgets a page misses (empty when it meets them all); figures not measured are not judged. */
export function missedBudgets(figures: PageFigures): string[] {
  const missed: string[] = [];
  if (figures.initialJsGzipBytes > WEB_BUDGET.initialJsGzipKb[figures.kind] * 1024)
    missed.push(`JS > ${WEB_BUDGET.initialJsGzipKb[figures.kind]} KB`);
  if (figures.performance !== undefined && figures.performance < WEB_BUDGET.performance)
    missed.push(`performance < ${WEB_BUDGET.performance}`);
  if (figures.accessibility !== undefined && figures.accessibility < WEB_BUDGET.accessibility)
    missed.push(`accessibility < ${WEB_BUDGET.accessibility}`);
  if (figures.lcpMs !== undefined && figures.lcpMs > WEB_BUDGET.lcpMs)
    missed.push(`LCP > ${WEB_BUDGET.lcpMs / 1000} s`);
  if (figures.tbtMs !== undefined && figures.tbtMs > WEB_BUDGET.tbtMs) missed.push(`TBT > ${WEB_BUDGET.tbtMs} ms`);
  if (figures.cls !== undefined && figures.cls > WEB_BUDGET.cls) missed.push(`CLS > ${WEB_BUDGET.cls}`);
  return missed;
}

export const budgetCell = (figures: PageFigures): string => {
  const missed = missedBudgets(figures);
  return missed.length ? `NO (${missed.join(', ')})` : 'yes';
};
