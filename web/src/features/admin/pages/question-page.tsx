// /admin-content/questions/{id}: edit a question. Its text autosaves; a disabled question shows an
// error banner and one without a correct answer an info banner (the server says why in `errors`);
// its answers are reordered, marked correct, edited, added (Create Answer) and deleted here.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Question } from '@shared/contracts/admin';
import { href, paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { Alert, Button, Heading } from '@web/components/ui';
import { useCreateAnswer } from '../api/create-answer';
import { useDeleteQuestion } from '../api/delete-question';
import { useQuestion } from '../api/get-question';
import { useAnswers } from '../api/list-answers';
import { AnswerList } from '../components/answer-list';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { QuestionEditor } from '../components/question-editor';
import { TextDialog } from '../components/text-dialog';
import '../admin.css';

const notFound = {
  title: 'Question not found',
  message: 'This question does not exist or was deleted.',
  action: (
    <ButtonLink to={paths.adminQuestionBanks} variation="primary">
      Back to Question Banks
    </ButtonLink>
  ),
};

export function QuestionPage() {
  usePageTitle('Edit Question');
  const { questionId = '' } = useParams();
  const question = useQuestion(questionId);
  return (
    <QueryState
      query={question}
      pending="Loading question…"
      failed="We could not load this question"
      notFound={notFound}
    >
      {(data) => <QuestionView question={data} />}
    </QueryState>
  );
}

function QuestionView({ question }: { question: Question }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const createAnswer = useCreateAnswer(question.id);
  const deleteQuestion = useDeleteQuestion(question.id);
  const bankPath = href(paths.adminQuestionBank, { questionBankId: question.questionBankId });
  return (
    <div className="page admin-page">
      <Link to={bankPath} className="admin-back">
        ← Question bank
      </Link>
      <div className="page-header">
        <div>
          <p className="eyebrow">Question bank</p>
          <Heading level={1}>Edit Question</Heading>
        </div>
        <Button variation="destructive" onClick={() => setDeleting(true)}>
          Delete Question
        </Button>
      </div>
      <div className="stack">
        {question.errors.enabled ? <Alert variation="error">{question.errors.enabled[0]}</Alert> : null}
        {question.errors.correctAnswerId ? <Alert variation="info">{question.errors.correctAnswerId[0]}</Alert> : null}
        <div className="card stack">
          <QuestionEditor question={question} />
        </div>
        <section className="card stack" aria-labelledby="answers-heading">
          <div className="page-header admin-section-header">
            <Heading level={2} id="answers-heading">
              Answers
            </Heading>
            <Button variation="primary" onClick={() => setCreating(true)}>
              Add Answer
            </Button>
          </div>
          <Answers questionId={question.id} />
        </section>
      </div>
      {creating ? (
        <TextDialog
          title="Create Answer"
          label="Answer"
          field="content"
          submitLabel="Create Answer"
          onClose={() => setCreating(false)}
          onSubmit={async (content) => {
            const reply = await createAnswer.mutateAsync(content);
            if (reply.status === 201) setCreating(false);
            return reply;
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Are you sure?"
          confirmLabel="Delete Question"
          pending={deleteQuestion.isPending}
          pendingLabel="Deleting…"
          onCancel={() => setDeleting(false)}
          onConfirm={async () => {
            const reply = await deleteQuestion.mutateAsync().catch(() => null);
            if (reply?.status === 200) navigate(bankPath, { replace: true });
            else setDeleting(false);
          }}
        >
          <p>The question and its answers will be deleted from the bank. Exams already drawn keep it.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function Answers({ questionId }: { questionId: string }) {
  const answers = useAnswers(questionId);
  return (
    <QueryState query={answers} pending="Loading answers…" failed="We could not load the answers" variant="block">
      {({ data }) => <AnswerList questionId={questionId} answers={data} />}
    </QueryState>
  );
}
