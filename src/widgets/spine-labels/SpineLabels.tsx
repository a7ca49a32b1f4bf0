import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CheckLabel,
  FormError,
  LABEL_LIMITS,
  labelsQuery,
  QueryStates,
  useApi,
  useSession,
  type CommonWidgetSettings,
  type LabelsResult,
  type LpEvent,
} from '../../core';
import { RoleGate } from '../../core/ui/RoleGate';
import { LabelSheet } from './LabelSheet';
import { isLayout, labelsPerPage, LAYOUTS, parseBarcodes, type LabelLayout } from './labels';
import {
  Actions,
  BarcodeInput,
  Choices,
  Controls,
  Field,
  Heading,
  Hint,
  Input,
  Muted,
  Root,
  Warning,
} from './styles';

/** The portal's labels page: where a librarian logging in from the widget comes back to. */
const PORTAL_LABELS = '/admin/catalogue/labels';

export interface SpineLabelsProps extends CommonWidgetSettings {
  /** The library's name as the labels print it (short); the organisation's name otherwise. */
  libraryName?: string;
  /** The layout chosen first: `sheet` (3×8 with barcodes, the default) or `spine`. */
  layout?: string;
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * Spine and barcode labels to print: the copies' barcodes typed or scanned one per line, the
 * labels of the library's copies among them on A4 sheets (call number split into the spine's
 * lines, the barcode as Code 128), the barcodes that are no copy of the library listed.
 */
export function SpineLabels(props: SpineLabelsProps) {
  const { t } = useTranslation('spine-labels');
  return (
    <RoleGate
      path={PORTAL_LABELS}
      loginMessage={t('loginRequired')}
      loginAction={t('login')}
      onNavigate={props.onNavigate}
    >
      <StaffOnly>
        <LabelsBody {...props} />
      </StaffOnly>
    </RoleGate>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('spine-labels');
  const { roles } = useSession();
  const staff = roles.includes('librarian') || roles.includes('admin');
  return staff ? <>{children}</> : <Muted>{t('staffOnly')}</Muted>;
}

interface Submitted {
  barcodes: string[];
  tooLong: string[];
}

function LabelsBody(props: SpineLabelsProps) {
  const { t } = useTranslation('spine-labels');
  const api = useApi();
  const ids = { heading: useId(), text: useId(), hint: useId(), error: useId() };
  const [text, setText] = useState('');
  const [layout, setLayout] = useState<LabelLayout>(
    isLayout(props.layout) ? props.layout : 'sheet',
  );
  const [skip, setSkip] = useState(0);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted>({ barcodes: [], tooLong: [] });
  const query = useQuery(labelsQuery(api, submitted.barcodes));
  const typed = parseBarcodes(text);
  const count = typed.barcodes.length + typed.tooLong.length;
  const perPage = labelsPerPage(layout);

  function make(event: FormEvent) {
    event.preventDefault();
    if (count === 0) return setError(t('noBarcodes'));
    if (count > LABEL_LIMITS.barcodesMax) {
      return setError(t('tooMany', { max: LABEL_LIMITS.barcodesMax, count }));
    }
    setError(null);
    setSubmitted(typed);
  }

  const library = (data: LabelsResult) => (name ?? props.libraryName ?? data.library).trim();

  return (
    <Root aria-labelledby={ids.heading} part="spine-labels">
      <Heading id={ids.heading}>{t('heading')}</Heading>
      <Controls onSubmit={make} part="controls" noValidate>
        <Field>
          <label htmlFor={ids.text}>{t('barcodes')}</label>
          <BarcodeInput
            id={ids.text}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={error ? true : undefined}
            spellCheck={false}
            autoComplete="off"
          />
          <Hint id={ids.hint}>
            {t('barcodesHint', { max: LABEL_LIMITS.barcodesMax })} {t('counted', { count })}
          </Hint>
          {error && (
            <FormError id={ids.error} role="alert">
              {error}
            </FormError>
          )}
        </Field>
        <Field>
          <Choices>
            <legend>{t('layout')}</legend>
            {(Object.keys(LAYOUTS) as LabelLayout[]).map((choice) => (
              <CheckLabel key={choice}>
                <input
                  type="radio"
                  name="layout"
                  value={choice}
                  checked={layout === choice}
                  onChange={() => setLayout(choice)}
                />
                {t(`layout_${choice}`)}
              </CheckLabel>
            ))}
          </Choices>
          <label htmlFor={`${ids.text}-skip`}>{t('skip')}</label>
          <Input
            id={`${ids.text}-skip`}
            type="number"
            min={0}
            max={perPage - 1}
            value={skip}
            onChange={(event) => {
              const value = Math.trunc(Number(event.target.value));
              setSkip(Number.isFinite(value) ? Math.min(Math.max(value, 0), perPage - 1) : 0);
            }}
          />
          <label htmlFor={`${ids.text}-name`}>{t('libraryName')}</label>
          <Input
            id={`${ids.text}-name`}
            value={name ?? props.libraryName ?? query.data?.library ?? ''}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Actions>
          <Button type="submit">{t('make')}</Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={!query.data || query.data.labels.length === 0}
            onClick={() => window.print()}
          >
            {t('print')}
          </Button>
          <Hint>{t('printHint')}</Hint>
        </Actions>
      </Controls>
      {submitted.barcodes.length === 0 ? (
        <Unknown barcodes={submitted.tooLong} />
      ) : (
        <QueryStates query={query} isEmpty={() => false}>
          {(data) => (
            <>
              <Unknown barcodes={[...submitted.tooLong, ...data.unknown]} />
              {data.labels.length === 0 ? (
                <Muted>{t('none')}</Muted>
              ) : (
                <>
                  <Muted role="status">
                    {t('ready', {
                      count: data.labels.length,
                      pages: Math.ceil(
                        (data.labels.length + Math.min(skip, perPage - 1)) / perPage,
                      ),
                    })}
                  </Muted>
                  <LabelSheet
                    labels={data.labels}
                    library={library(data)}
                    layout={layout}
                    skip={Math.min(skip, perPage - 1)}
                  />
                </>
              )}
            </>
          )}
        </QueryStates>
      )}
    </Root>
  );
}

/** The barcodes no label was made for: said, never dropped in silence. */
function Unknown({ barcodes }: { barcodes: string[] }) {
  const { t } = useTranslation('spine-labels');
  if (barcodes.length === 0) return null;
  return (
    <Warning role="alert" part="unknown">
      <p>{t('unknownHeading', { count: barcodes.length })}</p>
      <ul>
        {barcodes.map((barcode) => (
          <li key={barcode}>{barcode}</li>
        ))}
      </ul>
    </Warning>
  );
}
