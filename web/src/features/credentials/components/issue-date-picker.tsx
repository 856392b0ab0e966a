// The issue date of a provider card: one of the 31 days from the pass date to 30 days after it
// (issueDateWindow). There is no text entry at all, so nothing outside the window can be typed;
// instead a listbox of the allowed days, fully keyboard operable: Up/Down (and Left/Right) move
// one day, Page Up/Page Down a week, Home/End the first/last allowed day. Selection follows focus.
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { issueDateWindow } from '@shared/rules/certification';
import { addDays, daysBetween } from '@shared/rules/dates';
import { formatIsoDate, formatIsoDateLong, formatWeekday } from '@web/components/date-text';

interface IssueDatePickerProps {
  /** The day the exam was passed (YYYY-MM-DD). */
  passedOn: string;
  value: string;
  onChange: (isoDate: string) => void;
  label?: string;
  error?: string;
}

export function allowedIssueDates(passedOn: string): string[] {
  const { min, max } = issueDateWindow(passedOn);
  const count = daysBetween(min, max) + 1;
  return Array.from({ length: count }, (_, offset) => addDays(min, offset));
}

const STEP: Record<string, number | 'first' | 'last'> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
  PageDown: 7,
  PageUp: -7,
  Home: 'first',
  End: 'last',
};

export function IssueDatePicker({ passedOn, value, onChange, label = 'Issue date', error }: IssueDatePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listRef = useRef<HTMLDivElement>(null);
  const dates = useMemo(() => allowedIssueDates(passedOn), [passedOn]);
  const index = Math.max(0, dates.indexOf(value));
  const optionId = (date: string) => `${id}-option-${date}`;
  const activeOptionId = dates[index] ? optionId(dates[index]!) : undefined;

  // Keep the chosen day in view inside the scrolling list.
  useEffect(() => {
    if (!activeOptionId) return;
    document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next =
      step === 'first' ? 0 : step === 'last' ? dates.length - 1 : Math.min(dates.length - 1, Math.max(0, index + step));
    const date = dates[next];
    if (date && date !== value) onChange(date);
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`issue-date${error ? ' issue-date--error' : ''}`}>
      {/* A <label> for tools that look fields up by label; the listbox itself is named by aria-labelledby. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the label is not focusable; its click only does for the listbox what a label does for an input (the keyboard reaches the listbox by Tab) */}
      <label id={labelId} htmlFor={listId} className="issue-date__label" onClick={() => listRef.current?.focus()}>
        {label}
      </label>
      <p id={hintId} className="issue-date__hint">
        {`Selected: ${formatIsoDate(value)}. Choose a day from ${formatIsoDate(dates[0] ?? passedOn)} to ${formatIsoDate(dates[dates.length - 1] ?? passedOn)}; your card is valid for two years from this date.`}
      </p>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-activedescendant={activeOptionId}
        aria-invalid={error ? true : undefined}
        className="issue-date__list"
        onKeyDown={onKeyDown}
      >
        {dates.map((date, position) => (
          // Options of a listbox that keeps focus itself (aria-activedescendant) and moves through
          // them with its keydown handler; a click picks too.
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the WAI-ARIA listbox pattern with aria-activedescendant (keys on the listbox)
          <div
            key={date}
            id={optionId(date)}
            role="option"
            aria-selected={date === value}
            aria-label={`${formatIsoDateLong(date)}${position === 0 ? ', the day you passed' : ''}`}
            className={`issue-date__option${date === value ? ' is-selected' : ''}`}
            onClick={() => {
              onChange(date);
              listRef.current?.focus();
            }}
          >
            <span className="issue-date__weekday" aria-hidden="true">
              {formatWeekday(date)}
            </span>
            <span aria-hidden="true">{formatIsoDate(date)}</span>
            {position === 0 ? (
              <span className="issue-date__tag" aria-hidden="true">
                Pass date
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="amplify-field__error-message">
          {error}
        </p>
      ) : null}
    </div>
  );
}
