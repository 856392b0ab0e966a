// Course search: a search box (and Ctrl/Cmd+F) opens the 'Search courses' dialog. The text is
// lowercased and debounced (400 ms); results show only when it is not empty; the course filter
// options (ACLS, PALS, BLS, NRP, CPR) search for that course type. Results link to the course page.
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@web/components/ui';
import { Link } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { ModalDialog } from '@web/components/modal-dialog';
import { NavIcon } from '@web/components/nav-icon';
import { href, paths } from '@shared/paths';
import { useCourseSearch } from '../api/search-courses';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

export const COURSE_FILTERS = ['ACLS', 'PALS', 'BLS', 'NRP', 'CPR'] as const;

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function CourseSearch() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <search className="course-search">
      <button
        type="button"
        className="course-search__box"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+F Meta+F"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span>Find a course</span>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a kbd is not focusable; the shortcut is announced by aria-keyshortcuts */}
        <kbd aria-hidden="true">{isMac() ? '⌘' : 'Ctrl'}+F</kbd>
      </button>
      <ModalDialog open={open} onClose={close} labelledBy="course-search-title" className="course-search__dialog">
        <SearchPanel onClose={close} />
      </ModalDialog>
    </search>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const filterLabelId = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const typed = text.trim();
  const search = useCourseSearch(typed ? settled : '');
  const waiting = typed !== settled || search.isFetching;

  let status = '';
  if (!typed) status = 'Type a course name or choose a course type.';
  else if (search.isError && !waiting) status = 'We could not search the courses.';
  else if (waiting && !search.data) status = 'Searching…';
  else if (search.data && !waiting)
    status =
      search.data.length === 0
        ? `No courses match “${settled}”.`
        : `${search.data.length} ${search.data.length === 1 ? 'course' : 'courses'} found.`;

  const results = typed && search.data && search.isSuccess ? search.data : [];

  return (
    <div className="course-search__panel">
      <div className="course-search__header">
        <h2 id="course-search-title">Search courses</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close search">
          <NavIcon name="close" />
        </button>
      </div>
      <label htmlFor={inputId} className="course-search__label">
        Search courses
      </label>
      <input
        id={inputId}
        data-autofocus
        type="search"
        className="course-search__input"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value.toLowerCase())}
        aria-describedby="course-search-status"
      />
      <fieldset className="course-search__filters plain-fieldset" aria-labelledby={filterLabelId}>
        <span id={filterLabelId} className="course-search__filters-label">
          Course
        </span>
        {COURSE_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="chip"
            aria-pressed={typed === filter.toLowerCase()}
            onClick={() => setText(typed === filter.toLowerCase() ? '' : filter.toLowerCase())}
          >
            {filter}
          </button>
        ))}
      </fieldset>
      <p id="course-search-status" className="course-search__status" role="status" aria-live="polite">
        {status}
      </p>
      {typed && search.isError && !waiting ? (
        <Button size="small" onClick={() => void search.refetch()}>
          Try again
        </Button>
      ) : null}
      {results.length > 0 ? (
        <ul className="course-search__results" aria-label="Search results">
          {results.map((course) => (
            <li key={course.id}>
              <Link
                to={href(paths.course, { courseId: course.id })}
                className="course-search__result"
                onClick={onClose}
              >
                <span className="course-search__result-type" style={{ background: course.color }} aria-hidden="true" />
                <span className="course-search__result-text">
                  <span className="course-search__result-title">{course.title}</span>
                  <span className="course-search__result-meta">
                    {course.courseType} · {course.creditHours} credit hours
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
