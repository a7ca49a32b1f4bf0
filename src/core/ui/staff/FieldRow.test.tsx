import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldRow } from './FieldRow';

describe('FieldRow', () => {
  it('labels its control and, when refused, marks it invalid and described by the refusal', () => {
    render(
      <FieldRow label="名额" error="名额不能少于 2" hint="至少 1 人">
        {(control) => <input {...control} />}
      </FieldRow>,
    );
    const input = screen.getByLabelText('名额');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toEqual([
      screen.getByText('名额不能少于 2').id,
      screen.getByText('至少 1 人').id,
    ]);
  });

  it('leaves a control that was not refused unmarked, and takes the id it is given', () => {
    render(
      <FieldRow label="地点" id="place" error={null}>
        {(control) => <input {...control} />}
      </FieldRow>,
    );
    const input = screen.getByLabelText('地点');
    expect(input.id).toBe('place');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
