import styled from 'styled-components';
import { token } from '../../core';

export const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25em;
  &:focus {
    outline: none;
  }
`;

export const Count = styled.p`
  margin: 0 0 8px;
  color: ${token('--lp-color-text-muted')};
`;

export const Item = styled.li`
  padding: 14px 0;
  border-bottom: 1px solid ${token('--lp-color-border')};
`;

export const ItemTitle = styled.h3`
  margin: 0 0 4px;
  font-size: 1.05em;
  font-weight: 600;
`;

export const TitleButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${token('--lp-color-primary-strong')};
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export const Summary = styled.p`
  margin: 6px 0 0;
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

export const Article = styled.article`
  overflow-wrap: anywhere;
`;

export const Title = styled.h2`
  margin: 16px 0 4px;
  font-size: 1.3em;
  &:focus {
    outline: none;
  }
`;

/** The sanitised body: only basic formatting, safe links and web images (see core/sanitize). */
export const Body = styled.div`
  margin-top: 16px;
  line-height: 1.7;

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 12px;
  }
  h2,
  h3,
  h4 {
    margin: 18px 0 8px;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${token('--lp-color-primary-strong')};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
  blockquote {
    padding: 4px 12px;
    border-inline-start: 4px solid ${token('--lp-color-border')};
    color: ${token('--lp-color-text-muted')};
  }
`;
