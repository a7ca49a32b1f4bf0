import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, catalogueFindQuery, QueryStates, useApi, type CatalogueRecord } from '../../core';
import { SubHeading } from '../../core/ui/staff/styles';
import { AddCopyForm } from './AddCopyForm';
import { CopyRow } from './CopyRow';
import { RecordForm } from './RecordForm';
import { CopyTable, Live, Muted, Record, Records, SearchForm, Toolbar } from './styles';

/**
 * Find by title, author, ISBN or barcode; each record with its copies and their statuses, its
 * Edit and Add copy forms; and New record, which then finds the record it created (so its
 * first copy can be added at once).
 */
export function FindPanel() {
  const { t } = useTranslation('catalogue');
  const api = useApi();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const [said, setSaid] = useState('');
  const query = useQuery({ ...catalogueFindQuery(api, keyword), enabled: keyword !== '' });
  return (
    <section aria-labelledby={`${inputId}-h`}>
      <SubHeading id={`${inputId}-h`}>{t('findHeading')}</SubHeading>
      <Toolbar>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={creating}
          onClick={() => {
            setSaid('');
            setCreating(true);
          }}
        >
          {t('newRecord')}
        </Button>
      </Toolbar>
      {creating && (
        <RecordForm
          record={null}
          onCancel={() => setCreating(false)}
          onSaved={(record) => {
            setCreating(false);
            setSaid(t('recordCreated', { title: record.title }));
            setValue(record.title);
            setKeyword(record.title);
          }}
        />
      )}
      <Live role="status">{said}</Live>
      <SearchForm
        role="search"
        aria-labelledby={`${inputId}-h`}
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(value.trim());
        }}
      >
        <label htmlFor={inputId}>{t('findLabel')}</label>
        <input
          id={inputId}
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" $variant="primary">
          {t('find')}
        </Button>
      </SearchForm>
      {keyword !== '' && (
        <QueryStates query={query} empty={<Muted>{t('nothingFound')}</Muted>}>
          {(page) => (
            <>
              <Muted role="status">{t('found', { count: page.total })}</Muted>
              <Records>
                {page.list.map((record) => (
                  <RecordItem key={record.id} record={record} />
                ))}
              </Records>
            </>
          )}
        </QueryStates>
      )}
    </section>
  );
}

function RecordItem({ record }: { record: CatalogueRecord }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const [open, setOpen] = useState<'edit' | 'addCopy' | null>(null);
  const [said, setSaid] = useState('');
  const facts = [record.author, record.publisher, record.year, record.isbn].filter(Boolean);
  return (
    <Record aria-labelledby={headingId}>
      <strong id={headingId}>{record.title}</strong>
      <Muted>{facts.join(' · ')}</Muted>
      <Toolbar>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('editRecordLabel', { title: record.title })}
          aria-expanded={open === 'edit'}
          onClick={() => {
            setSaid('');
            setOpen('edit');
          }}
        >
          {t('editRecord')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('addCopyLabel', { title: record.title })}
          aria-expanded={open === 'addCopy'}
          onClick={() => {
            setSaid('');
            setOpen('addCopy');
          }}
        >
          {t('addCopy')}
        </Button>
      </Toolbar>
      {open === 'edit' && (
        <RecordForm
          record={record}
          onCancel={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null);
            setSaid(t('recordSaved', { title: saved.title }));
          }}
        />
      )}
      {open === 'addCopy' && <AddCopyForm record={record} onClose={() => setOpen(null)} />}
      <Live role="status">{said}</Live>
      {record.copies.length === 0 ? (
        <Muted>{t('noCopies')}</Muted>
      ) : (
        <CopyTable>
          <table aria-label={t('copiesOf', { title: record.title })}>
            <thead>
              <tr>
                <th scope="col">{t('barcode')}</th>
                <th scope="col">{t('callNumber')}</th>
                <th scope="col">{t('location')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {record.copies.map((copy) => (
                <CopyRow key={copy.id} copy={copy} />
              ))}
            </tbody>
          </table>
        </CopyTable>
      )}
    </Record>
  );
}
