import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, readingProgramDelete, useApiMutation, type ReadingProgram } from '../../core';
import { Card, Meta, Toolbar } from './styles';

/** One program: its class, dates, books; details, and (when `editable`) edit and delete. */
export function ProgramCard({
  program,
  editable,
  onOpen,
  onEdit,
  onStatus,
}: {
  program: ReadingProgram;
  editable: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onStatus: (message: string) => void;
}) {
  const { t } = useTranslation('teaching');
  const deletion = useApiMutation(readingProgramDelete);
  // Deleting asks first, in place: the question sits where the button was.
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    // A double click on the confirming button deletes once: run ignores the second.
    const result = await deletion.run(program.id);
    if (!result) return;
    setConfirming(false);
    onStatus(result.ok ? t('programs.deleted') : result.msg || t('programs.saveFailed'));
  };
  return (
    <Card>
      <h3>{program.title}</h3>
      <Meta>
        {program.departmentname} ·{' '}
        {t('programs.dates', { start: program.startdate, end: program.enddate })} ·{' '}
        {t('programs.bookCount', { count: program.books.length })}
      </Meta>
      {program.description ? <p>{program.description}</p> : null}
      <Toolbar>
        <Button type="button" onClick={onOpen}>
          {t('programs.detail')}
        </Button>
        {editable && !confirming ? (
          <>
            <Button type="button" $variant="secondary" onClick={onEdit}>
              {t('programs.edit')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
              {t('programs.delete')}
            </Button>
          </>
        ) : null}
        {confirming ? (
          <span role="group" aria-label={t('programs.confirmDelete', { title: program.title })}>
            <span>{t('programs.confirmDelete', { title: program.title })}</span>{' '}
            <Button
              type="button"
              aria-disabled={deletion.isPending || undefined}
              onClick={() => void remove()}
            >
              {t('programs.delete')}
            </Button>{' '}
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
              {t('programs.cancel')}
            </Button>
          </span>
        ) : null}
      </Toolbar>
    </Card>
  );
}
