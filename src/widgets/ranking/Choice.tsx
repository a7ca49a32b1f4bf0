import { useId } from 'react';
import { VisuallyHidden } from '../../core';
import { Periods } from '../ranking-excerpt/index';

/**
 * One choice of the board (period or scope) as native radios drawn as a segmented control:
 * Tab reaches the group, the arrow keys move the choice, as a radio group does everywhere.
 */
export function Choice<T extends string>({
  legend,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}) {
  const name = useId();
  return (
    <Periods>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{label(option)}</span>
        </label>
      ))}
    </Periods>
  );
}
