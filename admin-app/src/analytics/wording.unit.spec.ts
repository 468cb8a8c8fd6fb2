import { describe, expect, it } from 'vitest';
import {
  acrossContent,
  busiestCompanies,
  emptyText,
  everySearchFound,
  formatDate,
  formatDay,
  percent,
  rangeLabel,
  totalUsers,
  uniqueTerms,
} from './wording.ts';

describe('analytics wording', () => {
  it('writes the cards’ lines as the spec does, in the singular for one', () => {
    expect(acrossContent(12)).toBe('Across 12 pieces of content');
    expect(acrossContent(1)).toBe('Across 1 piece of content');
    expect(uniqueTerms(3)).toBe('3 unique search terms');
    expect(uniqueTerms(1)).toBe('1 unique search term');
    expect(totalUsers(1200)).toBe('1,200 total users');
  });

  it('says when Company Usage Analytics lists only the busiest of the active companies', () => {
    expect(busiestCompanies(20, 1350)).toBe('The 20 with the most views, of 1,350 active companies');
    expect(busiestCompanies(20, 20)).toBeUndefined();
    expect(busiestCompanies(3, 3)).toBeUndefined();
  });

  it('names the ranges and writes days and shares', () => {
    expect(rangeLabel(7)).toBe('Last 7 days');
    expect(rangeLabel('all')).toBe('All time');
    expect(formatDay('2026-03-01', 'en-GB')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01T23:30:00.000Z', 'en-GB', 'UTC')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01T23:30:00.000Z', 'en-GB', 'Europe/Berlin')).toBe('2 Mar 2026');
    expect(percent(0.456)).toBe('46%');
    expect(percent(0)).toBe('0%');
  });

  it('says what is empty in the chosen range: the spec’s words over all time, the period otherwise', () => {
    expect(emptyText('contentViews', 'all')).toBe('No content views tracked yet');
    expect(emptyText('companies', 'all')).toBe('No company usage data yet');
    expect(emptyText('contentViews', 7)).toBe('No content views in the last 7 days');
    expect(emptyText('favorites', 90)).toBe('No content favorited in the last 90 days');
    expect(everySearchFound('all')).toBe('Every tracked search found something');
    expect(everySearchFound(30)).toBe('Every search in the last 30 days found something');
  });
});
