import styled from 'styled-components';
import { token } from '../theme';

const Mark = styled.mark`
  background: transparent;
  color: ${token('--lp-color-primary-strong')};
  font-weight: 700;
`;

/** Emphasises each occurrence of `query` in `text`, as text nodes (never as HTML). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: { text: string; match: boolean }[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
