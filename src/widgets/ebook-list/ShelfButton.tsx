import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ebookShelfChange, useApiMutation, useSession } from '../../core';

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
  const session = useSession();
  const change = useApiMutation(ebookShelfChange);
  const busy = change.isPending;
  const [said, setSaid] = useState('');
  if (!session.isLogin) return null;
  const toggle = async () => {
    const result = await change.run({ bookid, onshelf: !onshelf });
    if (!result) return;
    setSaid(result.ok ? t(result.data.onshelf ? 'shelf.added' : 'shelf.removed') : '');
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
