import styled from 'styled-components';
import { token } from '../theme';

/**
 * The number of stars a rating is drawn with (the shown rating is the source's, halved: out of 5).
 */
export const STAR_COUNT = 5;

const Stars = styled.span`
  position: relative;
  display: inline-block;
  vertical-align: middle;
  line-height: 0;
  white-space: nowrap;
`;

/* The filled stars lie over the empty ones, cut to the rating's width. */
const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  white-space: nowrap;
`;

/* Outlined in a darker tone: the accent alone is too light against a white page to show an
   empty star's shape (non-text contrast). */
const StarShape = styled.svg<{ $filled: boolean }>`
  width: 1.2em;
  height: 1.2em;
  fill: ${({ $filled }) => ($filled ? token('--lp-color-accent') : 'transparent')};
  stroke: #b7791f;
  stroke-width: 1.2;
  stroke-linejoin: round;
`;

const STAR_PATH = 'M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.2 6.1L12 16.9l-5.5 3 1.2-6.1-4.5-4.2 6.1-.8z';

function Row({ filled }: { filled: boolean }) {
  return (
    <>
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <StarShape key={index} $filled={filled} viewBox="0 0 24 24" focusable="false">
          <path d={STAR_PATH} />
        </StarShape>
      ))}
    </>
  );
}

/**
 * Five stars filled to `value` (0–5, fractions as part of a star). The stars are one image
 * whose accessible name is `label`, which should say the value in words.
 */
export function StarRating({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(STAR_COUNT, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <Stars role="img" aria-label={label} data-value={clamped}>
      <span aria-hidden="true">
        <Row filled={false} />
      </span>
      <Filled aria-hidden="true" style={{ width: `${(clamped / STAR_COUNT) * 100}%` }}>
        <Row filled />
      </Filled>
    </Stars>
  );
}
