import { Link } from 'react-router';
import styled from 'styled-components';
import { narrowScreen, token } from '../../../core';

export const HomeHero = styled.section`
  padding: 48px 24px;
  border-radius: 12px;
  background: linear-gradient(135deg, ${token('--lp-color-primary')} 0%, #3f7f72 100%);
  color: #fff;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.4em, 4vw, 2em);
  }
  /* Only the hero's own paragraphs: not those of the widgets inside it. */
  & > p {
    margin: 0 0 24px;
  }
`;

export const Welcome = styled.p`
  min-height: 1.5em;
  margin: 0 0 4px !important;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: 600;
`;

export const Columns = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  margin-top: 24px;
  & > div {
    /* Room for a page of items before they arrive: no layout shift when they do. */
    min-height: 540px;
    padding: 16px;
    /* Below the fold on a phone: laid out when scrolled near, not in the page's first layout
       (a reader's first paint waits for it). The height keeps the scrollbar honest. */
    content-visibility: auto;
    contain-intrinsic-size: auto 540px;
    background: ${token('--lp-color-surface')};
    border-radius: 10px;
  }
`;

export const SearchArea = styled.div`
  max-width: 640px;
  margin: 0 auto;
  color: ${token('--lp-color-text')};
  text-align: start;
`;

export const HotStrip = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  max-width: 640px;
  /* As tall as the loading line, taller than the row of words: their arrival moves nothing. */
  min-height: 60px;
  margin: 12px auto 0;
  text-align: start;
  /* Loading, empty and error texts are read on the green hero, in its white. */
  --lp-color-text-muted: #fff;
  --lp-color-danger: #fff;
`;

export const HomeRecommended = styled.div`
  /* Room for the heading and the row of cards (and a scrollbar) before they arrive. */
  min-height: 312px;
  margin-top: 24px;
  padding: 16px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

/** The location select over the search box, on a light ground of its own (text contrast). */
export const Locations = styled.div`
  display: inline-flex;
  margin-bottom: 8px;
  padding: 4px 8px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

/** The home menu (its default entries, the quick services first): room kept for it. */
export const Services = styled.div`
  min-height: 236px;
  margin-top: 24px;
  padding: 16px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
`;

export const Digital = styled.section`
  margin-top: 24px;
  padding: 16px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.2em;
  }
  p {
    margin: 0 0 12px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  h2 a {
    color: inherit;
  }
  li a {
    display: inline-block;
    padding: 6px 14px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: 999px;
    color: ${token('--lp-color-primary-strong')};
    text-decoration: none;
  }
  li a:hover {
    border-color: ${token('--lp-color-primary-strong')};
  }
`;

export const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
  a {
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid ${token('--lp-color-border')};
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${token('--lp-color-primary-strong')};
    border-color: ${token('--lp-color-primary-strong')};
    color: ${token('--lp-color-on-primary')};
  }
`;

export const Section = styled.section`
  margin: 0 0 16px;
  h2 {
    margin: 0 0 6px;
    font-size: 1.1em;
  }
  p {
    margin: 0;
    line-height: 1.8;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  color: ${token('--lp-color-text-muted')};
`;

export const Box = styled.section`
  padding: 48px 16px;
  text-align: center;
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 60em;
  font-size: 1.1em;
  line-height: 1.8;
`;

export const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 16px;
    border: 1px solid ${token('--lp-color-border')};
    border-radius: 10px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05em;
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;

export const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 24px;
  a {
    color: ${token('--lp-color-text')};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

/**
 * Hot words invite a first search. Once a search shows results, a phone keeps its first screen
 * for them: the hot words would take four rows above the first result at 320 px.
 */
export const Hot = styled.div<{ $searching: boolean }>`
  margin-bottom: 16px;
  ${({ $searching }) => ($searching ? `${narrowScreen} { display: none; }` : '')}
`;

export const StudentLandingHero = styled.section`
  padding: 32px 24px;
  border-radius: 12px;
  background: ${token('--lp-color-surface')};
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.4em, 4vw, 1.9em);
  }
  p {
    margin: 0 0 16px;
    line-height: 1.7;
  }
`;

/** The page's call to action: the theme's strong green with white text (4.9:1). */
export const Primary = styled(Link)`
  display: inline-block;
  padding: 10px 20px;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-primary-strong')};
  color: ${token('--lp-color-on-primary')};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${token('--lp-color-text')};
    outline-offset: 2px;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  margin-top: 16px;
  & > div {
    /* Room for a list before it arrives: no layout shift when it does. */
    min-height: 320px;
    padding: 16px;
    border-radius: 10px;
    background: ${token('--lp-color-surface')};
  }
`;

export const StudentLandingRecommended = styled.div`
  min-height: 312px;
  margin-top: 16px;
  padding: 16px;
  border-radius: 10px;
  background: ${token('--lp-color-surface')};
`;

export const More = styled.p`
  margin: 16px 0 0;
  text-align: center;
  a {
    color: ${token('--lp-color-text')};
  }
`;
