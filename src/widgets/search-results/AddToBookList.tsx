import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  FieldLabel,
  invalidateAreas,
  myBooklistsQuery,
  QueryArea,
  QueryStates,
  unwrap,
  useApi,
  useRuntime,
  useSession,
  type LpEvent,
  type ReaderBookList,
} from '../../core';
import { useLoginPrompt } from '../../core/ui/useLoginPrompt';
import {
  BookCount,
  DialogActions,
  ErrorMessage,
  Group,
  Input,
  Lists,
  NewList,
  Row,
} from './styles';

function BookListDialog({
  bookid,
  title,
  onClose,
}: {
  bookid: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { notifier } = useRuntime();
  const queryClient = useQueryClient();
  // The reading-lists area's own key: lp-booklists on the same page shows the change too.
  const listsQuery = myBooklistsQuery(api);
  const key = listsQuery.queryKey;
  const [chosen, setChosen] = useState<number | null>(null);
  const [chooseError, setChooseError] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const lists = useQuery(listsQuery);

  const create = useMutation({
    mutationFn: async (listName: string) =>
      unwrap(await api.post<ReaderBookList>(ApiPath.bookListSave, { body: { name: listName } })),
    onSuccess: (list) => {
      queryClient.setQueryData<ReaderBookList[]>(key, (old) => [...(old ?? []), list]);
      setChosen(list.id);
      setChooseError(false);
      setName('');
    },
    onError: () => notifier.toast(t('booklist.saveFailed'), 'error'),
  });

  const add = useMutation({
    mutationFn: async (list: ReaderBookList) =>
      unwrap(await api.post(ApiPath.bookListAddBook, { body: { booklistid: list.id, bookid } })),
    onSuccess: (_, list) => {
      notifier.toast(t('booklist.added', { name: list.name }), 'success');
      void invalidateAreas(queryClient, QueryArea.readingLists);
      onClose();
    },
    onError: () => notifier.toast(t('booklist.addFailed'), 'error'),
  });

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // A booklist needs a name.
    if (!trimmed) {
      setNameError(true);
      nameRef.current?.focus();
      return;
    }
    create.mutate(trimmed);
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const list = lists.data?.find((item) => item.id === chosen);
    if (!list) {
      setChooseError(true);
      return;
    }
    add.mutate(list);
  };

  const choices = (
    <QueryStates
      query={lists}
      error={<ErrorState>{t('booklist.getBooklistFailed')}</ErrorState>}
      empty={<EmptyState>{t('booklist.none')}</EmptyState>}
    >
      {(data) => (
        <Lists>
          {data.map((list) => (
            <li key={list.id}>
              <label>
                <input
                  type="radio"
                  name={`${id}-list`}
                  checked={chosen === list.id}
                  onChange={() => {
                    setChosen(list.id);
                    setChooseError(false);
                  }}
                />
                <span>{list.name}</span>
                <BookCount>{t('booklist.bookCount', { count: list.bookcount })}</BookCount>
              </label>
            </li>
          ))}
        </Lists>
      )}
    </QueryStates>
  );

  return (
    <Dialog open title={t('booklist.dialogTitle', { title })} onClose={onClose} width={440}>
      <form onSubmit={onCreate} noValidate>
        <NewList>
          <FieldLabel htmlFor={`${id}-name`}>{t('booklist.newName')}</FieldLabel>
          <Row>
            <Input
              ref={nameRef}
              id={`${id}-name`}
              style={{ flex: 1 }}
              value={name}
              maxLength={100}
              placeholder={t('booklist.namePlaceholder')}
              aria-invalid={nameError || undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(false);
              }}
            />
            <Button type="submit" $variant="secondary" disabled={create.isPending}>
              {t('booklist.create')}
            </Button>
          </Row>
          {nameError ? (
            <ErrorMessage id={`${id}-name-error`} role="alert">
              {t('booklist.nameRequired')}
            </ErrorMessage>
          ) : null}
        </NewList>
      </form>
      <form onSubmit={onAdd} noValidate>
        <Group aria-describedby={chooseError ? `${id}-choose-error` : undefined}>
          <legend>{t('booklist.choose')}</legend>
          {choices}
          {chooseError ? (
            <ErrorMessage id={`${id}-choose-error`} role="alert">
              {t('booklist.chooseRequired')}
            </ErrorMessage>
          ) : null}
        </Group>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={add.isPending || !lists.data?.length}>
            {t('booklist.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * "Add to booklist" (a search page action): a logged-out reader is asked to log in; a logged-in one
 * picks one of their booklists or creates one, and the book is put on it.
 */
export function AddToBookList({
  bookid,
  title,
  onNavigate,
}: {
  bookid: number;
  title: string;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const askToLogIn = useLoginPrompt(onNavigate);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          if (isLogin) setOpen(true);
          else void askToLogIn(t('booklist.loginRequired'));
        }}
      >
        {t('booklist.add')}
      </Button>
      {open && isLogin ? (
        <BookListDialog bookid={bookid} title={title} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
