import type { BadgeType } from './api.ts';

/**
 * What a badge measures. Completions count every item the learner ever completed; active days
 * are distinct UTC dates with any recorded learner activity; essentials compare the Essential
 * items the learner may see today with those they completed.
 */
export type BadgeMeasure = 'completions' | 'active-days' | 'essentials';

export type BadgeDefinition = {
  badgeType: BadgeType;
  badgeName: string;
  description: string;
  /** A lucide/MUI icon name the browser maps to an icon. */
  iconName: string;
  color: string;
  measure: BadgeMeasure;
  /** For counted measures; essentials use the number of accessible Essential items instead. */
  target: number;
};

/**
 * The documented badge set (docs/api.md "Badges and milestones"). Each badge has a milestone of
 * the same type: reaching the milestone's target earns the badge, once.
 */
export const BADGES: readonly BadgeDefinition[] = [
  {
    badgeType: 'first-completion',
    badgeName: 'First Steps',
    description: 'Completed your first video or article',
    iconName: 'footprints',
    color: '#2e7d32',
    measure: 'completions',
    target: 1,
  },
  {
    badgeType: 'five-completions',
    badgeName: 'Getting Going',
    description: 'Completed 5 videos or articles',
    iconName: 'trending-up',
    color: '#0277bd',
    measure: 'completions',
    target: 5,
  },
  {
    badgeType: 'twenty-five-completions',
    badgeName: 'Zoho Expert',
    description: 'Completed 25 videos or articles',
    iconName: 'trophy',
    color: '#6a1b9a',
    measure: 'completions',
    target: 25,
  },
  {
    badgeType: 'essentials-complete',
    badgeName: 'Essentials Complete',
    description: 'Completed every Essential item available to you',
    iconName: 'graduation-cap',
    color: '#ef6c00',
    measure: 'essentials',
    target: 1,
  },
  {
    badgeType: 'seven-active-days',
    badgeName: 'Regular Learner',
    description: 'Learned on 7 different days',
    iconName: 'calendar-check',
    color: '#c62828',
    measure: 'active-days',
    target: 7,
  },
];

export const badgeDefinition = (badgeType: BadgeType): BadgeDefinition =>
  BADGES.find((badge) => badge.badgeType === badgeType)!;
