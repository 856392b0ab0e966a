// /admin-content/course-section-sandbox: the style sandbox. Every element and class sections may use,
// in the editor beside the live preview, to try markup before putting it in a section (nothing is
// saved), and the way to a course section's code editor.
import { useState } from 'react';
import { usePageTitle } from '@web/components/page-title';
import { Heading, Text } from '@web/components/ui';
import { CourseSectionPicker } from '../components/course-section-picker';
import { SectionWorkbench } from '../components/section-workbench';
import { SANDBOX_SAMPLE } from '../lib/sandbox-sample';
import '../admin.css';

export function SectionSandboxPage() {
  usePageTitle('Course Section Sandbox');
  const [code, setCode] = useState(SANDBOX_SAMPLE);
  return (
    <div className="page admin-page admin-page--wide">
      <div className="page-header">
        <div>
          <p className="eyebrow">Content admin</p>
          <Heading level={1}>Course Section Sandbox</Heading>
          <Text className="muted">
            Try section markup and styles here; nothing is saved. The preview keeps only what sections may contain.
          </Text>
        </div>
      </div>
      <section className="card stack admin-section-picker" aria-labelledby="edit-section-heading">
        <Heading level={2} id="edit-section-heading">
          Edit a course section
        </Heading>
        <CourseSectionPicker />
      </section>
      <SectionWorkbench value={code} onChange={setCode} title="Sandbox section" />
    </div>
  );
}
