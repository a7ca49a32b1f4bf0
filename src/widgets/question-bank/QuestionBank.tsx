import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  deleteQuestion,
  questionPageQuery,
  QueryStates,
  setQuestionCollected,
  useApi,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type ListedQuestion,
  type LpEvent,
  type QuestionListRequest,
  useRepeatsPageTitle,
} from '../../core';
import { Muted } from '../../core/ui/AccountTable';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { Pager } from '../../core/ui/Pager';
import { draftOf, emptyDraft, type Draft } from '../../core/ui/question-editor/draft';
import { Filters } from './Filters';
import { ImportDialog } from './ImportDialog';
import { QuestionEditor } from '../../core/ui/question-editor/QuestionEditor';
import { QuestionItem } from './QuestionItem';
import { Heading, Items, Toolbar } from './styles';

const PAGE_SIZE = 10;

export interface QuestionBankProps extends CommonWidgetSettings {
  /** `bank` (default): My Questions with the shared bank; `collect`: My Collect. */
  view?: string;
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function Bank({ collect }: { collect: boolean }) {
  const { t } = useTranslation('questions');
  const api = useApi();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<QuestionListRequest>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [importing, setImporting] = useState(false);
  const questions = useQuery(
    questionPageQuery(api, { ...filter, index: page, pagesize: PAGE_SIZE }, collect),
  );

  const remove = async (question: ListedQuestion) => {
    if (window.confirm(t('bank.confirmDelete')))
      await deleteQuestion(api, queryClient, question.id);
  };
  const collectOne = (question: ListedQuestion, on: boolean) =>
    void setQuestionCollected(api, queryClient, question.id, on);

  const body = (
    <QueryStates
      query={questions}
      empty={<Muted>{t(collect ? 'bank.collectEmpty' : 'bank.empty')}</Muted>}
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <p role="status">{t('bank.total', { count: data.total })}</p>
          <Items>
            {data.list.map((question) => (
              <QuestionItem
                key={question.id}
                question={question}
                onEdit={(q) => setEditing(draftOf(q))}
                onDelete={(q) => void remove(q)}
                onCollect={collectOne}
              />
            ))}
          </Items>
          <Pager
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            label={t('bank.pagination')}
            onPage={setPage}
          />
        </>
      )}
    </QueryStates>
  );
  return (
    <>
      {collect ? null : (
        <Toolbar>
          <Button type="button" onClick={() => setEditing(emptyDraft())}>
            {t('bank.add')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setImporting(true)}>
            {t('bank.import')}
          </Button>
        </Toolbar>
      )}
      <Filters
        collect={collect}
        onApply={(next) => {
          setPage(1);
          setFilter(next);
        }}
      />
      {body}
      {editing ? <QuestionEditor initial={editing} onClose={() => setEditing(null)} /> : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}

/** The teacher's question bank (My Questions) or their collection (My Collect). */
export function QuestionBank(props: QuestionBankProps) {
  const { t } = useTranslation('questions');
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const collect = props.view === 'collect';
  const pageTitled = useRepeatsPageTitle(t(collect ? 'bank.collectHeading' : 'bank.heading'));
  const here = collect ? '/teacher-collect' : '/teacher-questions';
  let body;
  if (!session.isLogin)
    body = (
      <LoginPrompt
        message={t('gate.bank')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(here, {}))}
      />
    );
  else if (!session.roles.includes('teacher')) body = <Muted>{t('gate.teachersOnly')}</Muted>;
  else body = <Bank collect={collect} />;
  return (
    <section aria-labelledby={headingId} part="question-bank">
      <Heading id={headingId} {...pageTitled}>
        {t(collect ? 'bank.collectHeading' : 'bank.heading')}
      </Heading>
      {body}
    </section>
  );
}
