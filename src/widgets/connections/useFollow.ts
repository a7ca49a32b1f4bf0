import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followChange, useApiMutation, type ReaderBrief } from '../../core';
import { useReaderName } from './readerName';

/**
 * Follow or unfollow a reader, once at a time (a double click sends one call), with a status
 * line that says what happened or the server's refusal.
 */
export function useFollow() {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const nameOf = useReaderName();
  const change = useApiMutation(followChange);
  const [status, setStatus] = useState('');

  const toggle = async (reader: ReaderBrief) => {
    const follow = !reader.following;
    // One change at a time: run ignores a second while the first is pending (undefined).
    const result = await change.run({ readerid: reader.readerid, follow });
    if (!result) return;
    setStatus(
      result.ok
        ? t(follow ? 'connections.followed' : 'connections.unfollowed', { name: nameOf(reader) })
        : result.msg || tc('common.requestError'),
    );
  };
  return { toggle, status };
}
