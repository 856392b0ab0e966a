// Calendar dates shown the same way everywhere (the formatter lives in shared/, which the server's
// PDFs and emails use too).
import { formatIsoDate, isoDay } from '@shared/rules/date-format';

export { formatIsoDate, formatIsoDateLong, formatWeekday, isoDay } from '@shared/rules/date-format';

export function DateText({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={isoDay(value)} className={className}>
      {formatIsoDate(value)}
    </time>
  );
}
