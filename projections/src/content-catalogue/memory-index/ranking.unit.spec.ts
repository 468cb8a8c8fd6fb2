import { expect, it } from 'vitest';
import { compareRanked, tierOf, TIER, typedExactly, type Ranked } from './ranking.ts';
import { termsOf } from '@zen/contracts';
import { allowedEdits, numericQuery } from './terms.ts';

it('ranks a document by its weakest word, each word by its best field', () => {
  expect(tierOf({ leave: ['description', 'title'] })).toBe(TIER.title);
  expect(tierOf({ leave: ['keywords'], policy: ['title'] })).toBe(TIER.identifierOrKeywords);
  expect(tierOf({ leave: ['title'], policy: ['description'] })).toBe(TIER.description);
  expect(tierOf({ zp: ['identifier'] })).toBe(TIER.identifierOrKeywords);
});

it('orders by tier, then words typed right, then newest, then id', () => {
  const hit = (id: number, tier: Ranked['tier'], exact: boolean, createdAt: number): Ranked => ({
    id,
    tier,
    exact,
    createdAt,
  });
  const hits = [
    hit(1, TIER.description, true, 9),
    hit(2, TIER.title, false, 9),
    hit(3, TIER.title, true, 1),
    hit(4, TIER.title, true, 5),
    hit(5, TIER.exactNumber, true, 0),
    hit(6, TIER.title, true, 5),
  ];
  expect(hits.sort(compareRanked).map((h) => h.id)).toEqual([5, 6, 4, 3, 2, 1]);
});

it('calls a match exact when every typed word starts a matched word', () => {
  expect(typedExactly(['onbo'], ['onboarding'])).toBe(true);
  expect(typedExactly(['payslp'], ['payslip'])).toBe(false);
});

it('splits and folds text the same way for the catalogue and the query', () => {
  expect(termsOf('Résumé: ZP-LEAVE-01 / Time-off')).toEqual(['resume', 'zp', 'leave', '01', 'time', 'off']);
  expect([allowedEdits('jobs'), allowedEdits('payslp'), allowedEdits('attendence')]).toEqual([0, 1, 2]);
  expect([numericQuery(' 0042 '), numericQuery('42a'), numericQuery('')]).toEqual([42, undefined, undefined]);
});
