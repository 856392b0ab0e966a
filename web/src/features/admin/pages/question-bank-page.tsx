// /admin-content/question-banks/{id}: the bank's name, a way back, 'Add a Question' (the dialog at
// `create`) and its questions, searchable and paged, each linking to its edit page.
import { useCallback, useState } from 'react';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import type { PageSize } from '@shared/contracts/contract';
import { href, paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { Heading, Text } from '@web/components/ui';
import { useCreateQuestion } from '../api/create-question';
import { useQuestionBank } from '../api/get-question-bank';
import { useQuestions } from '../api/list-questions';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { TextDialog } from '../components/text-dialog';
import '../admin.css';

const notFound = {
  title: 'Question bank not found',
  message: 'This question bank does not exist.',
  action: (
    <ButtonLink to={paths.adminQuestionBanks} variation="primary">
      Back to Question Banks
    </ButtonLink>
  ),
};

export function QuestionBankPage() {
  const { questionBankId = '' } = useParams();
  const bank = useQuestionBank(questionBankId);
  usePageTitle(bank.data?.name ?? 'Question Bank');
  return (
    <QueryState
      query={bank}
      pending="Loading question bank…"
      failed="We could not load this question bank"
      notFound={notFound}
    >
      {(data) => (
        <div className="page admin-page">
          <Link to={paths.adminQuestionBanks} className="admin-back">
            ← Question Banks
          </Link>
          <div className="page-header">
            <div>
              <p className="eyebrow">Question bank</p>
              <Heading level={1}>{data.name}</Heading>
              <Text className="muted">
                {data.questionCount === 1 ? '1 question' : `${data.questionCount} questions`}
              </Text>
            </div>
            <ButtonLink to={href(paths.adminQuestionCreate, { questionBankId })} variation="primary">
              Add a Question
            </ButtonLink>
          </div>
          <QuestionList questionBankId={questionBankId} />
          <Outlet />
        </div>
      )}
    </QueryState>
  );
}

function QuestionList({ questionBankId }: { questionBankId: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(10);
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const questions = useQuestions({ questionBankId, search, page, perPage });
  return (
    <section className="card stack" aria-labelledby="questions-heading">
      <Heading level={2} id="questions-heading">
        Questions
      </Heading>
      <SearchBox label="Search questions" onSearch={onSearch} />
      <QueryState
        query={questions}
        pending="Loading questions…"
        failed="We could not load the questions"
        variant="block"
      >
        {({ data, pagination }) =>
          data.length === 0 ? (
            <Text className="muted">
              {search ? `No question matches “${search}”.` : 'This bank has no questions yet. Add the first one.'}
            </Text>
          ) : (
            <>
              <ol className="admin-question-list" start={(pagination.page - 1) * pagination.perPage + 1}>
                {data.map((question) => (
                  <li key={question.id}>
                    <Link to={href(paths.adminQuestion, { questionId: question.id })}>{question.content}</Link>
                    {!question.enabled ? <span className="admin-badge admin-badge--error">Disabled</span> : null}
                    {question.correctAnswerId ? null : <span className="admin-badge">No correct answer</span>}
                  </li>
                ))}
              </ol>
              <Pager
                label="Questions"
                pagination={pagination}
                onPage={setPage}
                onPerPage={(size) => {
                  setPerPage(size);
                  setPage(1);
                }}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/** The `create` child: 'Add a question to the Question Bank'; the new question opens for editing. */
export function AddQuestionPage() {
  const { questionBankId = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateQuestion(questionBankId);
  return (
    <TextDialog
      title="Add a question to the Question Bank"
      label="Question"
      field="content"
      submitLabel="Add Question"
      multiline
      onClose={() => navigate(href(paths.adminQuestionBank, { questionBankId }), { replace: true })}
      onSubmit={async (content) => {
        const reply = await create.mutateAsync(content);
        if (reply.status === 201) navigate(href(paths.adminQuestion, { questionId: reply.body.question.id }));
        return reply;
      }}
    />
  );
}
