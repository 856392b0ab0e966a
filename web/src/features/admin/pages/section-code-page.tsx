// /admin-content/{courseId}/{courseSectionId}/code: a section's HTML in the code editor with a live
// preview. Save stores it sanitized; the editor then shows what was stored (what learners see), and
// learners' cached sections are stale, so the course player shows the edit on its next read.
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { CourseSectionContent } from '@shared/contracts/admin';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { FormAlert } from '@web/components/form-alert';
import { useLeaveGuard } from '@web/components/leave-guard';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { Button, Heading } from '@web/components/ui';
import { useCourseSectionContent } from '../api/get-course-section';
import { useUpdateCourseSection } from '../api/update-course-section';
import { SectionWorkbench } from '../components/section-workbench';
import '../admin.css';

const LEAVE_EDITOR = {
  title: 'Leave without saving?',
  text: 'This section has changes that are not saved. If you leave now, they are lost.',
};

const notFound = {
  title: 'Section not found',
  message: 'This course has no such section.',
  action: (
    <ButtonLink to={paths.adminQuestionBanks} variation="primary">
      Back to the admin area
    </ButtonLink>
  ),
};

export function SectionCodePage() {
  const { courseId = '', courseSectionId = '' } = useParams();
  const section = useCourseSectionContent(courseId, courseSectionId);
  usePageTitle(section.data ? `Edit ${section.data.title}` : 'Edit Section');
  return (
    <QueryState query={section} pending="Loading section…" failed="We could not load this section" notFound={notFound}>
      {(data) => <SectionCodeEditor section={data} />}
    </QueryState>
  );
}

function SectionCodeEditor({ section }: { section: CourseSectionContent }) {
  const [code, setCode] = useState(section.content);
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateCourseSection(section.courseId, section.id);
  const dirty = code !== section.content;
  // What the editor holds now: a reply must not overwrite what was typed while the save was out.
  const latest = useRef(code);
  latest.current = code;
  const leaveDialog = useLeaveGuard(dirty, LEAVE_EDITOR);

  const submit = async () => {
    setError(undefined);
    const sent = code;
    const reply = await save.mutateAsync(sent).catch(() => null);
    // The stored (sanitized) HTML replaces the text only if nothing was typed meanwhile.
    if (reply?.status === 200) {
      if (latest.current === sent) setCode(reply.body.content);
    } else if (reply?.status === 422)
      setError(reply.body.errors.content?.[0] ?? reply.body.errors.base?.[0] ?? 'The section could not be saved.');
    else if (reply?.status === 404) setError('This section no longer exists.');
  };

  return (
    <div className="page admin-page admin-page--wide">
      <div className="page-header">
        <div>
          <p className="eyebrow">Course section · {section.courseId}</p>
          <Heading level={1}>{section.title}</Heading>
        </div>
        <div className="row">
          <span className="muted" role="status" aria-live="polite">
            {save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'Saved'}
          </span>
          <Button
            variation="primary"
            onClick={() => void submit()}
            isDisabled={!dirty}
            isLoading={save.isPending}
            loadingText="Saving…"
          >
            Save Section
          </Button>
        </div>
      </div>
      <FormAlert message={error} />
      <SectionWorkbench value={code} onChange={setCode} title={section.title} withAssets />
      {leaveDialog}
    </div>
  );
}
