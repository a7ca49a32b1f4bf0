import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, setEbookOnShelf, useApi, useSession } from '../../core';

/**
 * Adds the book to the reader's e-book shelf or takes it off. The call names the wanted state,
 * so a double click cannot undo itself; while it runs the button is busy, not clickable.
 * Logged out it is not shown: the card says what logging in offers instead.
 */
export function ShelfButton({
  bookid,
  title,
  onshelf,
}: {
  bookid: number;
  title: string;
  onshelf: boolean;
}) {
  const { t } = useTranslation('ebooks');
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  if (!session.isLogin) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      const result = await setEbookOnShelf(api, queryClient, bookid, !onshelf);
      setSaid(t(result.onshelf ? 'shelf.added' : 'shelf.removed'));
    } catch {
      setSaid('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        aria-pressed={onshelf}
        aria-disabled={busy}
        aria-label={`${t(onshelf ? 'shelf.remove' : 'shelf.add')}《${title}》`}
        onClick={() => void (busy ? undefined : toggle())}
      >
        {t(onshelf ? 'shelf.remove' : 'shelf.add')}
      </Button>
      <span role="status" aria-live="polite" style={{ alignSelf: 'center', fontSize: '0.9em' }}>
        {said}
      </span>
    </>
  );
}
