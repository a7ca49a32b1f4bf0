import styled from 'styled-components';

/** An ordered list without bullets or indentation: the items carry their own layout. */
export const PlainList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The bar under a paged list: previous, "page x of y", next. */
export const PagerBar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 20px;
`;
