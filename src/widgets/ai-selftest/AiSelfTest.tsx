import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  FieldLabel,
  FormError,
  Loading,
  selfTestBooksQuery,
  selfTestGenerate,
  selfTestQuery,
  useApi,
  useApiMutation,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { SelfTestForm } from './SelfTestForm';
import { SelfTestResult } from './SelfTestResult';
import { Heading, Muted, Row, Select } from './styles';

export const SELFTEST_PATH = '/do-selftest-form-ai';
export const SELFTEST_RESULT_PATH = '/test-form-ai-result';

export interface AiSelfTestProps extends CommonWidgetSettings {
  /** A self-test of the reader's to show (its result once submitted); none: choose a book. */
  testid?: number;
  /** Cancelable `lp-navigate`: /login when logged out, the result page once submitted. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function ChooseBook({ onMade }: { onMade: (id: number) => void }) {
  const { t, i18n } = useTranslation('questions');
  const api = useApi();
  const selectId = useId();
  const books = useQuery(selfTestBooksQuery(api));
  const [bookid, setBookid] = useState('');
  const generation = useApiMutation(selfTestGenerate);
  const busy = generation.isPending;
  const [error, setError] = useState('');
  if (books.isPending) return <Loading />;
  if (books.isError) return <ErrorState>{books.error.message}</ErrorState>;
  if (books.data.length === 0) return <Muted>{t('selftest.noBooks')}</Muted>;
  const chosen = bookid || String(books.data[0]!.bookid);
  const make = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const result = await generation.run({
      bookid: Number(chosen),
      lang: i18n.language === 'en' ? 'en' : 'zh',
    });
    if (!result) return;
    if (!result.ok) return setError(result.msg);
    onMade(result.data.id);
  };
  return (
    <form noValidate onSubmit={make}>
      <Row>
        <div>
          <FieldLabel htmlFor={selectId}>{t('selftest.chooseBook')}</FieldLabel>
          <div>
            <Select
              id={selectId}
              value={chosen}
              onChange={(event) => setBookid(event.target.value)}
            >
              {books.data.map((book) => (
                <option key={book.bookid} value={book.bookid}>
                  {book.author ? `${book.title} — ${book.author}` : book.title}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button type="submit" disabled={busy}>
          {t(busy ? 'selftest.generating' : 'selftest.generate')}
        </Button>
      </Row>
      {error ? <FormError role="alert">{error}</FormError> : null}
    </form>
  );
}

function TestView({
  id,
  onAgain,
  onSubmitted,
}: {
  id: number;
  onAgain: () => void;
  onSubmitted: (id: number) => void;
}) {
  const { t } = useTranslation('questions');
  const api = useApi();
  const test = useQuery(selfTestQuery(api, id));
  if (test.isPending) return <Loading />;
  if (test.isError) return <ErrorState>{t('selftest.notFound')}</ErrorState>;
  if (!test.data.result)
    return <SelfTestForm test={test.data} onSubmitted={(done) => onSubmitted(done.id)} />;
  return (
    <>
      <SelfTestResult test={test.data} />
      <Button type="button" onClick={onAgain}>
        {t('selftest.again')}
      </Button>
    </>
  );
}

/** AI self-tests (/do-selftest-form-ai, /test-form-ai-result) on books the reader read. */
export function AiSelfTest(props: AiSelfTestProps) {
  const { t } = useTranslation('questions');
  const pageTitled = useRepeatsPageTitle(t('selftest.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const [testId, setTestId] = useState<number | undefined>(props.testid || undefined);
  let body;
  if (!session.isLogin)
    body = (
      <LoginPrompt
        message={t('gate.selftest')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect(SELFTEST_PATH, {}))}
      />
    );
  else if (testId === undefined) body = <ChooseBook onMade={setTestId} />;
  else
    body = (
      <TestView
        id={testId}
        onAgain={() => setTestId(undefined)}
        onSubmitted={(id) => navigateTo(SELFTEST_RESULT_PATH, { id: String(id) })}
      />
    );
  return (
    <section aria-labelledby={headingId} part="ai-selftest">
      <Heading id={headingId} {...pageTitled}>
        {t('selftest.heading')}
      </Heading>
      {body}
    </section>
  );
}
