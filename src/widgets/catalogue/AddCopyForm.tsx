import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CATALOGUE_LIMITS,
  catalogueCopyAdd,
  catalogueLocationsQuery,
  catalogueRefusalOf,
  FormError,
  QueryStates,
  useApi,
  useApiMutation,
  type CatalogueField,
  type CatalogueRecord,
} from '../../core';
import { FieldError, SubHeading } from '../../core/ui/staff/styles';
import { Actions, Field, FormGrid, Live, Panel } from './styles';

/**
 * A copy added under a record: its barcode, call number (the record's when left empty) and
 * location. A refusal (a barcode in use, a location gone) is shown beside its field and what
 * was typed stays; after an add the barcode is emptied for the next copy, the call number and
 * location are kept (copies of one record usually share them).
 */
export function AddCopyForm({ record, onClose }: { record: CatalogueRecord; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const api = useApi();
  const id = useId();
  const locations = useQuery(catalogueLocationsQuery(api));
  const add = useApiMutation(catalogueCopyAdd);
  const [barcode, setBarcode] = useState('');
  const [callnumber, setCallnumber] = useState(record.callnumber ?? '');
  const [locationId, setLocationId] = useState('');
  const [error, setError] = useState<{ field: CatalogueField | null; message: string } | null>(
    null,
  );
  const [said, setSaid] = useState('');
  const errorOf = (field: CatalogueField) => (error?.field === field ? error.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    const result = await add.run({
      recordid: record.id,
      barcode,
      ...(callnumber.trim() ? { callnumber } : {}),
      ...(locationId ? { locationid: Number(locationId) } : {}),
    });
    if (!result) return;
    if (!result.ok) {
      setError({ field: catalogueRefusalOf(result)?.field ?? null, message: result.msg });
      return;
    }
    setError(null);
    setBarcode('');
    setSaid(t('copyAdded', { barcode: result.data.barcode }));
  };

  const headingId = `${id}-h`;
  const barcodeError = errorOf('barcode');
  const callnumberError = errorOf('callnumber');
  const locationError = errorOf('locationid');
  return (
    <Panel aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('addCopyHeading', { title: record.title })}</SubHeading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormGrid>
          <Field>
            <label htmlFor={`${id}-barcode`}>{t('fieldBarcode')}</label>
            <input
              id={`${id}-barcode`}
              value={barcode}
              maxLength={CATALOGUE_LIMITS.barcodeMax + 8}
              required
              autoComplete="off"
              aria-invalid={barcodeError ? true : undefined}
              aria-describedby={barcodeError ? `${id}-barcode-error` : undefined}
              onChange={(event) => setBarcode(event.target.value)}
            />
            {barcodeError && <FieldError id={`${id}-barcode-error`}>{barcodeError}</FieldError>}
          </Field>
          <Field>
            <label htmlFor={`${id}-callnumber`}>{t('fieldCallnumber')}</label>
            <input
              id={`${id}-callnumber`}
              value={callnumber}
              maxLength={CATALOGUE_LIMITS.callnumberMax}
              aria-invalid={callnumberError ? true : undefined}
              aria-describedby={callnumberError ? `${id}-callnumber-error` : undefined}
              onChange={(event) => setCallnumber(event.target.value)}
            />
            {callnumberError && (
              <FieldError id={`${id}-callnumber-error`}>{callnumberError}</FieldError>
            )}
          </Field>
          <Field>
            <label htmlFor={`${id}-location`}>{t('fieldLocation')}</label>
            {/* No location yet is a choice too: the select shows "(none)" alone. */}
            <QueryStates query={locations} isEmpty={() => false}>
              {(list) => (
                <select
                  id={`${id}-location`}
                  value={locationId}
                  aria-invalid={locationError ? true : undefined}
                  aria-describedby={locationError ? `${id}-location-error` : undefined}
                  onChange={(event) => setLocationId(event.target.value)}
                >
                  <option value="">{t('noLocation')}</option>
                  {list.map((location) => (
                    <option key={location.id} value={String(location.id)}>
                      {location.name}
                    </option>
                  ))}
                </select>
              )}
            </QueryStates>
            {locationError && <FieldError id={`${id}-location-error`}>{locationError}</FieldError>}
          </Field>
        </FormGrid>
        {error && error.field === null && <FormError role="alert">{error.message}</FormError>}
        <Actions>
          <Button type="submit" $variant="primary" disabled={add.isPending}>
            {t('addCopy')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </Actions>
        <Live role="status">{said}</Live>
      </form>
    </Panel>
  );
}
