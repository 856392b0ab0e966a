// Calendar dates shown the same way everywhere (the formatter lives in shared/, which the server's
// PDFs, emails and CSV files use too): `<time dateTime="2026-05-04">May 4, 2026</time>`.
import { formatIsoDate, isoDay } from '@shared/rules/date-format';

export { formatIsoDate, formatIsoDateLong, formatIsoMonth, formatWeekday, isoDay } from '@shared/rules/date-format';

export function DateText({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={isoDay(value)} className={className}>
      {formatIsoDate(value)}
    </time>
  );
}
