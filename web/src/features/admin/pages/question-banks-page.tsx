// /admin-content/question-banks: every bank (name, question count), a search box, and 'Create
// Question Bank', which opens the create dialog at `create` (its own URL, so it can be linked).
import { useCallback, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { Heading, TableScroll, Text } from '@web/components/ui';
import { useCreateQuestionBank } from '../api/create-question-bank';
import { useQuestionBanks } from '../api/list-question-banks';
import { SearchBox } from '../components/search-box';
import { TextDialog } from '../components/text-dialog';
import '../admin.css';

export function QuestionBanksPage() {
  usePageTitle('Question Banks');
  const [search, setSearch] = useState('');
  const banks = useQuestionBanks(search);
  return (
    <div className="page admin-page">
      <div className="page-header">
        <div>
          <p className="eyebrow">Content admin</p>
          <Heading level={1}>Question Banks</Heading>
        </div>
        <ButtonLink to={paths.adminQuestionBankCreate} variation="primary">
          Create Question Bank
        </ButtonLink>
      </div>
      <section className="card stack" aria-label="Question banks">
        <SearchBox label="Search question banks" onSearch={useCallback((text: string) => setSearch(text), [])} />
        <QueryState
          query={banks}
          pending="Loading question banks…"
          failed="We could not load the question banks"
          variant="block"
        >
          {({ data }) =>
            data.length === 0 ? (
              <Text className="muted">
                {search
                  ? `No question bank matches “${search}”.`
                  : 'There are no question banks yet. Create the first one.'}
              </Text>
            ) : (
              <TableScroll label="Question banks table">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col" className="admin-table__number">
                        Questions
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((bank) => (
                      <tr key={bank.id}>
                        <td>
                          <Link to={href(paths.adminQuestionBank, { questionBankId: bank.id })}>{bank.name}</Link>
                        </td>
                        <td className="admin-table__number">{bank.questionCount}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )
          }
        </QueryState>
      </section>
      <Outlet />
    </div>
  );
}

/** The `create` child: the Create Question Bank dialog over the list; a new bank opens its page. */
export function CreateQuestionBankPage() {
  const navigate = useNavigate();
  const create = useCreateQuestionBank();
  return (
    <TextDialog
      title="Create Question Bank"
      label="Name"
      field="name"
      submitLabel="Create Question Bank"
      onClose={() => navigate(paths.adminQuestionBanks, { replace: true })}
      onSubmit={async (name) => {
        const reply = await create.mutateAsync(name);
        if (reply.status === 201)
          navigate(href(paths.adminQuestionBank, { questionBankId: reply.body.questionBank.id }), { replace: true });
        return reply;
      }}
    />
  );
}
