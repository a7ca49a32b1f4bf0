import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeFollow, useApi, type ReaderBrief } from '../../core';

/**
 * Follow or unfollow a reader, once at a time (a double click sends one call), with a status
 * line that says what happened or the server's refusal.
 */
export function useFollow() {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [status, setStatus] = useState('');

  const toggle = async (reader: ReaderBrief) => {
    if (running.current) return;
    running.current = true;
    try {
      const follow = !reader.following;
      const result = await changeFollow(api, queryClient, reader.readerid, follow);
      setStatus(
        result.ok
          ? t(follow ? 'connections.followed' : 'connections.unfollowed', { name: reader.name })
          : result.msg || tc('common.requestError'),
      );
    } finally {
      running.current = false;
    }
  };
  return { toggle, status };
}
