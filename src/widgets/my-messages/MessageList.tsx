import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  FieldLabel,
  markMessagesRead,
  messagesQuery,
  QueryStates,
  useApi,
  type MessageBox,
} from '../../core';
import { Muted, StatusLine } from '../../core/ui/AccountTable';
import { Pager } from '../../core/ui/Pager';
import { MessageItem } from './MessageItem';
import { Messages, Select, Toolbar } from './styles';

export const MESSAGES_PAGE_SIZE = 10;
const BOXES: MessageBox[] = ['all', 'inbox', 'sent'];

/** The reader's messages, by box, a page at a time, with the unread count and mark read. */
export function MessageList() {
  const { t } = useTranslation('circulation');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [box, setBox] = useState<MessageBox>('all');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const messages = useQuery(messagesQuery(api, box, page, MESSAGES_PAGE_SIZE));

  const markRead = async (target: { ids: number[] } | { all: true }) => {
    const result = await markMessagesRead(api, queryClient, target);
    if (!result.ok) setStatus(result.msg || tc('common.requestError'));
  };

  const unread = messages.data?.unread ?? 0;
  return (
    <div part="messages">
      <Toolbar>
        <FieldLabel htmlFor={selectId}>{t('messages.box')}</FieldLabel>
        <Select
          id={selectId}
          value={box}
          onChange={(event) => {
            setBox(event.target.value as MessageBox);
            setPage(1);
          }}
        >
          {BOXES.map((name) => (
            <option key={name} value={name}>
              {t(`messages.box_${name}`)}
            </option>
          ))}
        </Select>
        {messages.data ? (
          <span role="status">
            {unread > 0 ? t('messages.unread', { count: unread }) : t('messages.noUnread')}
          </span>
        ) : null}
        {unread > 0 ? (
          <Button type="button" $variant="secondary" onClick={() => void markRead({ all: true })}>
            {t('messages.markAllRead')}
          </Button>
        ) : null}
      </Toolbar>
      <StatusLine role="status">{status}</StatusLine>
      <QueryStates
        query={messages}
        error={<ErrorState />}
        empty={<Muted>{t('messages.empty')}</Muted>}
      >
        {(data) => (
          <>
            <Messages aria-busy={messages.isFetching}>
              {data.list.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  onMarkRead={() => void markRead({ ids: [message.id] })}
                />
              ))}
            </Messages>
            <Pager
              page={page}
              total={data.total}
              pageSize={MESSAGES_PAGE_SIZE}
              label={`${t('messages.heading')} ${t('pager.label')}`}
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
