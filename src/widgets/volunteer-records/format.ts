import type { TFunction } from 'i18next';
import type { VolunteerTerm } from '../../core';

/** Hours as a reader reads them: 1.5, 12, 0.25 (no trailing zeros). */
export const formatHours = (hours: number, lang: string) =>
  new Intl.NumberFormat(lang.startsWith('en') ? 'en' : 'zh-CN', {
    maximumFractionDigits: 2,
  }).format(hours);

/** "2025-2026 学年第一学期". */
export const termName = (term: VolunteerTerm, t: TFunction<'people'>) =>
  t(`volunteer.termName_${term.term}`, { from: term.year, to: term.year + 1 });
