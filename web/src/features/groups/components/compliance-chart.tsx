// The compliance chart: expirations per month, stacked by bucket. chart.js is imported only here,
// when the chart first shows; the same numbers are in the table next to it (screen readers).
import { useEffect, useRef } from 'react';
import { formatIsoMonth } from '@shared/rules/date-format';
import { COMPLIANCE_BUCKETS } from '@shared/rules/group-compliance';

const COLOURS: Record<string, string> = {
  Expired: '#b42318',
  'Expiring Soon': '#d97706',
  'Expiring Later': '#2563eb',
  Valid: '#15803d',
};

export function ComplianceChart({ months }: { months: { month: string; counts: Record<string, number> }[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy: () => void } | null = null;
    let cancelled = false;
    void import('chart.js').then(
      ({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels: months.map((m) => formatIsoMonth(m.month)),
            datasets: COMPLIANCE_BUCKETS.map((bucket) => ({
              label: bucket,
              data: months.map((m) => m.counts[bucket] ?? 0),
              backgroundColor: COLOURS[bucket],
            })),
          },
          options: {
            animation: false,
            responsive: true,
            maintainAspectRatio: false,
            // `grace`: room above the tallest bar.
            scales: {
              x: { stacked: true },
              y: { stacked: true, beginAtZero: true, grace: 1, ticks: { precision: 0 } },
            },
          },
        });
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [months]);
  return (
    <div style={{ position: 'relative', height: 200 }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label="Expirations by month and compliance state; the table below has the same numbers."
      />
    </div>
  );
}
