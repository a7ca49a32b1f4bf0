import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookSuggestionsQuery,
  Highlight,
  useApi,
  useDebouncedValue,
  useLpEvent,
  useNavigateTo,
  useOrganization,
  VisuallyHidden,
  type BookSuggestion,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { Author, Field, Form, Input, Listbox, Option, Popup, Status, SubmitButton } from './styles';

/** Suggestions are asked for after a 300 ms pause, at most 100 of them. */
export const SUGGESTION_DELAY_MS = 300;
export const MAX_SUGGESTIONS = 100;
/** Where the portal lists search results. */
export const RESULTS_PATH = '/book-list';

export interface SearchBoxProps extends CommonWidgetSettings {
  placeholder?: string;
  /** URL template for results, e.g. `/catalogue?q={keyword}`; the portal's /book-list otherwise. */
  resultsUrl?: string;
  /** The keyword shown initially (the portal passes the current search). */
  keyword?: string;
  /** A location's id: the results are of that location's holdings (the `location` facet). */
  location?: string;
  onSearch?: (event: LpEvent<'lp-search'>) => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m20 20-4.2-4.2" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header search box: a WAI-ARIA combobox whose listbox offers catalogue
 * suggestions; Enter or the search button goes to the results, a suggestion to its title.
 */
export function SearchBox({
  placeholder,
  resultsUrl,
  keyword = '',
  location,
  onSearch,
  onNavigate,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const api = useApi();
  const organization = useOrganization();
  const emitSearch = useLpEvent('lp-search', onSearch);
  const navigateTo = useNavigateTo(onNavigate);
  const [value, setValue] = useState(keyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;

  // A new keyword from outside (the portal's URL) replaces what is typed.
  const [keywordShown, setKeywordShown] = useState(keyword);
  if (keywordShown !== keyword) {
    setKeywordShown(keyword);
    setValue(keyword);
  }

  const typed = value.trim();
  const debounced = useDebouncedValue(typed, SUGGESTION_DELAY_MS);
  const organizationid = organization.data?.id;
  // An empty keyword asks for nothing (and clears the suggestions); only the settled keyword
  // is asked, so a stale one is not shown.
  const suggestions = useQuery(
    bookSuggestionsQuery(api, organizationid, debounced, MAX_SUGGESTIONS),
  );

  const current = typed !== '' && debounced === typed ? suggestions : null;
  const options = current?.data ?? [];
  const expanded = open && options.length > 0;
  const pending = open && typed !== '' && (debounced !== typed || current?.isFetching === true);

  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.children[active];
    if (option instanceof HTMLElement && typeof option.scrollIntoView === 'function') {
      option.scrollIntoView({ block: 'nearest' });
    }
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (text: string, bookid?: number) => {
    const searchKeyword = text.trim();
    if (!searchKeyword) {
      inputRef.current?.focus();
      return;
    }
    close();
    emitSearch(
      bookid === undefined ? { keyword: searchKeyword } : { keyword: searchKeyword, bookid },
    );
    navigateTo(
      RESULTS_PATH,
      location ? { keyword: searchKeyword, location } : { keyword: searchKeyword },
      resultsUrl,
    );
  };

  const choose = (suggestion: BookSuggestion) => {
    setValue(suggestion.bookname);
    search(suggestion.bookname, suggestion.bookid);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const chosen = expanded && active >= 0 ? options[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      case 'Escape':
        if (expanded || open) close();
        else setValue('');
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  return (
    <Form role="search" onSubmit={onSubmit} part="form">
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('search.label')}
      </VisuallyHidden>
      <Field>
        <Input
          ref={inputRef}
          id={inputId}
          part="input"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          placeholder={placeholder ?? t('search.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          onFocus={() => typed !== '' && setOpen(true)}
        />
        <SubmitButton type="submit" aria-label={t('search.submit')} part="button">
          <SearchIcon />
        </SubmitButton>
      </Field>
      {open && typed !== '' ? (
        <Popup part="popup">
          <Listbox
            id={listId}
            ref={listRef}
            role="listbox"
            tabIndex={-1}
            // Keeps the focus in the input when the scrollbar is used.
            onMouseDown={(event) => event.preventDefault()}
            aria-label={t('search.suggestions')}
            hidden={!expanded}
          >
            {options.map((suggestion, index) => (
              <Option
                key={suggestion.bookid}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                part="option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <span>
                  <Highlight text={suggestion.bookname} query={typed} />
                </span>
                {suggestion.author ? <Author>{suggestion.author}</Author> : null}
              </Option>
            ))}
          </Listbox>
          {!expanded && pending ? <Status>{t('common.loading')}</Status> : null}
          {!expanded && !pending && current?.isError ? (
            <Status $error>{t('common.requestError')}</Status>
          ) : null}
          {!expanded && !pending && current?.isSuccess ? (
            <Status>{t('common.empty')}</Status>
          ) : null}
        </Popup>
      ) : null}
      <VisuallyHidden aria-live="polite" role="status">
        {expanded ? t('search.suggestionCount', { count: options.length }) : ''}
      </VisuallyHidden>
    </Form>
  );
}
