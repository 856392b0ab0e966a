// An exam id that does not exist (or is not the caller's).
import { Heading, Text } from '@aws-amplify/ui-react';
import { ButtonLink } from '../../../components/button-link';
import { paths } from '../../../../../shared/paths';

export function ExamNotFound() {
  return (
    <section className="page page--narrow centered-page">
      <Heading level={1}>Exam not found</Heading>
      <Text>We could not find this exam. It may belong to another account, or the link may be out of date.</Text>
      <ButtonLink to={paths.dashboard} variation="primary">
        Go to My Learning
      </ButtonLink>
    </section>
  );
}
