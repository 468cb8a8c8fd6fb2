/**
 * The product's fixed vocabularies (spec §3 "Enumerations", §6 "Roles per application").
 * Browser and server both import these, so a filter button and a decider never disagree.
 */
export const APPLICATIONS = ['General', 'Zoho People', 'Zoho Recruit'] as const;
export type Application = (typeof APPLICATIONS)[number];

export const CONTENT_TYPES = ['Video', 'Article'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** 'none' is what forms send; it is stored and returned as null (spec §3). */
export const LEARNING_JOURNEYS = ['Essential', 'Operational', 'Bonus', 'Customer Specific'] as const;
export type LearningJourney = (typeof LEARNING_JOURNEYS)[number];
export const LEARNING_JOURNEY_INPUTS = ['none', ...LEARNING_JOURNEYS] as const;
export type LearningJourneyInput = (typeof LEARNING_JOURNEY_INPUTS)[number];

export const LEARNING_JOURNEY_HINTS: Record<LearningJourney, string> = {
  Essential: 'Essential orientation guides',
  Operational: 'Master day to day functions',
  Bonus: 'Become an expert',
  'Customer Specific': 'Company-specific processes',
};

export const LEVELS = [
  'Manager',
  'Employee',
  'Admin',
  'Hiring Manager',
  'Recruiter',
  'User Setup',
  'Setup Configuration',
  'Explainer',
] as const;
export type Level = (typeof LEVELS)[number];

export const PEOPLE_MODULES = [
  'Attendance',
  'Compensation',
  'Disciplinary Management',
  'Document Management',
  'Employee Profile',
  'Engagement',
  'General Navigation',
  'HR Help Desk',
  'HR Letters',
  'HR Reporting',
  'Job Profile',
  'Leave',
  'LMS',
  'Offboarding',
  'Onboarding',
  'Performance',
  'Probation',
  'Tasks',
  'Timetracker',
  'Training Tracking',
  'Travel Management',
] as const;

export const RECRUIT_MODULES = [
  'Assessments',
  'Candidate Management',
  'Clients & Contacts',
  'Hiring Manager Navigation',
  'Integrations',
  'Interviews',
  'Jobs',
  'Offers',
  'Recruiter Navigation',
  'Recruiter Reporting',
  'Screening',
  'Setup Configuration',
  'User Management',
  'Vendor Management',
] as const;

export const GENERAL_MODULES = ['Accounts'] as const;

export const MODULES_BY_APPLICATION: Record<Application, readonly string[]> = {
  General: GENERAL_MODULES,
  'Zoho People': PEOPLE_MODULES,
  'Zoho Recruit': RECRUIT_MODULES,
};

/** Every module name once, in a stable order (General, People, Recruit). */
export const ALL_MODULES: readonly string[] = [
  ...new Set([...GENERAL_MODULES, ...PEOPLE_MODULES, ...RECRUIT_MODULES]),
];

/** Audiences each application's content is made for (spec §6). */
export const LEVELS_BY_APPLICATION: Record<Application, readonly Level[]> = {
  General: LEVELS,
  'Zoho People': ['Manager', 'Employee', 'Admin', 'Setup Configuration', 'Explainer'],
  'Zoho Recruit': ['Hiring Manager', 'Recruiter', 'Setup Configuration', 'Explainer'],
};

/**
 * Content about configuring the applications is for provider staff: the 'Setup Configuration'
 * module and audience are offered only to admins (spec §2 filter groups).
 */
export const ADMIN_ONLY_SETUP = 'Setup Configuration';

export const SUPPORT_CONTRACTS = ['Priority', 'Value', 'Basic', 'None'] as const;
export type SupportContract = (typeof SUPPORT_CONTRACTS)[number];

export const isApplication = (value: string): value is Application =>
  (APPLICATIONS as readonly string[]).includes(value);

export const moduleBelongsTo = (application: Application, module: string): boolean =>
  MODULES_BY_APPLICATION[application].includes(module);

/** Whether an application serves an audience (spec §6 "Roles per application"). */
export const levelBelongsTo = (application: Application, level: Level): boolean =>
  LEVELS_BY_APPLICATION[application].includes(level);
