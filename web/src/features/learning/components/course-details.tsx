// A course's Details and Disclosures, shown by the course page's tabs and the subscription course
// page's (the same text in both places).
import { HtmlContent } from '@web/components/html-content';
import type { Course } from '../api/get-course';

export function CourseDetails({ course }: { course: Course }) {
  return (
    <div className="details-panel prose">
      <h2>About this course</h2>
      <HtmlContent html={course.description || `<p>${escapeHtml(course.shortDescription)}</p>`} />
      {course.targetAudience ? (
        <>
          <h2>Who it is for</h2>
          <p>{course.targetAudience}</p>
        </>
      ) : null}
      {course.learningObjectives.length > 0 ? (
        <>
          <h2>Learning objectives</h2>
          <ul>
            {course.learningObjectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Credit</h2>
      <p>{course.creditHours} credit hours</p>
      {course.authors.length > 0 ? (
        <>
          <h2>Authors</h2>
          <ul>
            {course.authors.map((author) => (
              <li key={author.id}>
                <strong>
                  {author.name}
                  {author.postNominal ? `, ${author.postNominal}` : ''}
                </strong>
                {author.affiliation ? <span className="muted"> · {author.affiliation}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {course.approvalEntities.length > 0 ? (
        <>
          <h2>Approved by</h2>
          <ul>
            {course.approvalEntities.map((entity) => (
              <li key={entity.id}>{entity.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function CourseDisclosures({ course }: { course: Course }) {
  if (!course.disclosures.trim()) return <p className="muted">This course has no disclosures.</p>;
  return <HtmlContent className="prose" html={asParagraphs(course.disclosures)} />;
}

/** Disclosures are plain text (or HTML from an admin); plain text becomes paragraphs. */
function asParagraphs(text: string): string {
  if (/<\w+[^>]*>/.test(text)) return text;
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
