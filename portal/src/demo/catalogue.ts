/**
 * The demo help library a fresh portal starts with, and a synthetic catalogue of any size for
 * benchmarks. Both are deterministic, so a seeded database, a screenshot and a benchmark run are
 * reproducible, and both are built from the same tables, so synthetic search terms hit as often as
 * real ones would.
 */
import { createHash } from 'node:crypto';
import {
  APPLICATIONS,
  LEARNING_JOURNEY_INPUTS,
  LEVELS_BY_APPLICATION,
  MODULES_BY_APPLICATION,
} from '@zen/contracts';
import type {
  Application,
  ContentFormInput,
  ContentType,
  GENERAL_MODULES,
  LearningJourneyInput,
  Level,
  PEOPLE_MODULES,
  RECRUIT_MODULES,
} from '@zen/contracts';

/** Journey codes keep the topic tables one line per item: E, O, B, C, or '-' for none. */
const JOURNEYS = {
  E: 'Essential',
  O: 'Operational',
  B: 'Bonus',
  C: 'Customer Specific',
  '-': 'none',
} as const satisfies Record<string, LearningJourneyInput>;
type JourneyCode = keyof typeof JOURNEYS;

/**
 * One help item: format (Video or Article), journey, audience, title, what it teaches (a phrase
 * starting with a verb, completed into the description) and its own keywords.
 */
type Topic = readonly [
  format: 'V' | 'A',
  journey: JourneyCode,
  level: Level,
  title: string,
  detail: string,
  keywords: readonly string[],
];

interface ModuleTable {
  /** Middle part of identifiers such as 'ZP-LEAVE-01'. */
  code: string;
  /** Noun phrase for "new to …" sentences; the application is appended unless it names Zoho. */
  subject: string;
  /** One or two keywords every item of the module carries. */
  keywords: readonly string[];
  topics: readonly Topic[];
}

interface ApplicationTable<M extends string> {
  prefix: string;
  /** Content numbers are grouped per application: General 1xxx, People 2xxx, Recruit 3xxx. */
  numberBase: number;
  modules: Record<M, ModuleTable>;
}

// Tables stay one topic per line: easier to read and review than prettier's one field per line.
// prettier-ignore
const GENERAL: ApplicationTable<(typeof GENERAL_MODULES)[number]> = {
  prefix: 'GEN',
  numberBase: 1000,
  modules: {
    Accounts: {
      code: 'ACCT',
      subject: 'Zoho accounts and sign-in',
      keywords: ['account'],
      topics: [
        ['V', 'E', 'Explainer', 'Welcome to the Zen Learning Portal', 'find your way around help content, favourites and your learning journey', ['portal tour', 'favourites']],
        ['V', 'E', 'Employee', 'Signing in to Zoho for the first time', 'accept your invitation e-mail, set a password and sign in to Zoho People or Zoho Recruit', ['invitation', 'sign in']],
        ['A', 'O', 'Employee', 'Resetting your Zoho password', 'reset a forgotten password and get back in when your account is locked', ['password', 'locked out']],
        ['A', 'O', 'Manager', 'Requesting access for a new team member', 'ask your Zoho administrator to add a new starter and include the details they need', ['access request', 'new starter']],
        ['A', 'B', 'Admin', 'Enforcing two-factor authentication', 'turn on multi-factor authentication for every user and choose the verification methods allowed', ['MFA', 'security']],
        ['V', 'O', 'User Setup', 'Adding users to your Zoho organisation', 'invite users, give them a profile and role, and resend invitations that have expired', ['invite users', 'roles']],
        ['A', 'C', 'User Setup', "Your company's account request process", "follow your company's steps for requesting, approving and removing Zoho accounts", ['company process', 'approval']],
        ['A', '-', 'Setup Configuration', 'Configuring single sign-on with Microsoft Entra ID', 'connect SAML single sign-on so people sign in with their Microsoft work accounts', ['SSO', 'SAML']],
        ['V', 'E', 'Hiring Manager', 'Signing in to Zoho Recruit as a hiring manager', 'accept your hiring manager invitation and open the positions you are hiring for', ['hiring manager', 'sign in']],
        ['A', 'O', 'Recruiter', 'Switching between Zoho People and Zoho Recruit', 'move between the apps you use with the app switcher while staying signed in', ['app switcher']],
      ],
    },
  },
};

// prettier-ignore
const PEOPLE: ApplicationTable<(typeof PEOPLE_MODULES)[number]> = {
  prefix: 'ZP',
  numberBase: 2000,
  modules: {
    Attendance: {
      code: 'ATT',
      subject: 'attendance tracking',
      keywords: ['attendance'],
      topics: [
        ['V', 'E', 'Employee', 'Checking in and out from the web and mobile app', 'check in at the start of your day, check out when you leave and see your hours in the attendance summary', ['check-in', 'mobile app']],
        ['A', 'O', 'Employee', 'Requesting an attendance regularisation', 'correct a missed check-in or check-out by raising a regularisation request for your manager to approve', ['regularisation', 'missed punch']],
        ['V', 'O', 'Manager', "Reviewing your team's attendance report", 'spot late arrivals, early exits and absences across your team from the attendance report', ['team report', 'late arrival']],
        ['A', '-', 'Admin', 'Setting up geo-fencing and IP restrictions', 'limit check-ins to office locations with geo-fencing and to trusted networks with IP restrictions', ['geo-fencing', 'IP restriction']],
        ['A', 'B', 'Setup Configuration', 'Configuring shift schedules and attendance policies', 'define shifts, grace periods and break rules and decide how payable hours are calculated', ['shifts', 'attendance policy']],
        ['A', 'C', 'Employee', "Recording site visits under your company's attendance rules", "record time spent at client sites the way your company's attendance policy requires", ['site visits', 'company policy']],
      ],
    },
    Compensation: {
      code: 'COMP',
      subject: 'compensation',
      keywords: ['compensation', 'salary'],
      topics: [
        ['V', 'E', 'Explainer', 'How compensation works in Zoho People', 'understand salary components, pay grades and how compensation links to the employee profile', ['pay grades', 'salary components']],
        ['A', 'O', 'Employee', 'Viewing your payslips and salary details', 'find your current salary breakdown and download the payslips HR has published', ['payslip']],
        ['V', 'O', 'Manager', 'Proposing a salary revision for your team', 'raise a salary revision for a direct report and follow it through approval', ['salary revision', 'approval']],
        ['A', 'B', 'Admin', 'Running an annual compensation review cycle', 'plan a review budget, distribute increments by performance rating and publish revised salaries', ['merit increase', 'budget']],
        ['A', '-', 'Setup Configuration', 'Configuring salary components and pay grades', 'set up earnings and deductions, pay grade ranges and the fields shown on compensation records', ['earnings', 'deductions']],
      ],
    },
    'Disciplinary Management': {
      code: 'DISC',
      subject: 'disciplinary management',
      keywords: ['disciplinary'],
      topics: [
        ['V', 'E', 'Explainer', 'Understanding the disciplinary process in Zoho People', 'understand how a case moves from first report through investigation and hearing to an outcome', ['case workflow', 'hearing']],
        ['A', 'O', 'Manager', 'Raising a disciplinary case', 'log a conduct or performance concern, attach evidence and notify HR confidentially', ['misconduct', 'evidence']],
        ['V', 'O', 'Admin', 'Managing hearings and recording outcomes', 'schedule a hearing, invite the employee and witnesses and record warnings or other outcomes', ['warning', 'outcome']],
        ['A', 'C', 'Manager', "Following your company's disciplinary policy", "apply the warning levels, timelines and sign-off steps set out in your company's disciplinary policy", ['company policy', 'warning levels']],
        ['A', '-', 'Setup Configuration', 'Configuring disciplinary case types and access', 'create case types, set who can see confidential records and build the approval workflow', ['case types', 'permissions']],
      ],
    },
    'Document Management': {
      code: 'DOC',
      subject: 'document management',
      keywords: ['documents'],
      topics: [
        ['V', 'E', 'Employee', 'Finding and acknowledging company policies', 'open the policies shared with you and confirm that you have read them', ['acknowledgement', 'policies']],
        ['A', 'O', 'Employee', 'Uploading your personal documents', 'upload ID, certificates and visas to your document folder and keep their expiry dates current', ['upload', 'expiry']],
        ['V', 'O', 'Admin', 'Sharing policy documents with employees', 'publish a document to selected departments or locations and track who has acknowledged it', ['sharing', 'policy']],
        ['A', 'B', 'Manager', 'Tracking expiring documents across your team', 'get reminders before the visas, licences and certificates held by your team expire', ['reminders', 'visas']],
        ['A', '-', 'Setup Configuration', 'Setting up document folders and permissions', 'create folder structures, decide who can view or edit each folder and set retention rules', ['folders', 'permissions', 'retention']],
      ],
    },
    'Employee Profile': {
      code: 'PROF',
      subject: 'employee profiles',
      keywords: ['employee profile'],
      topics: [
        ['V', 'E', 'Employee', 'Updating your employee profile', 'update your contact details, emergency contacts and photo, and see which changes need HR approval', ['personal details', 'emergency contact']],
        ['A', 'E', 'Explainer', 'What the employee profile holds', 'understand the sections of an employee profile and which of them HR, your manager or you maintain', ['profile sections']],
        ['V', 'O', 'Manager', "Viewing your direct reports' profiles", 'open the profiles of the people who report to you and check their role, reporting line and key dates', ['direct reports', 'org chart']],
        ['A', 'O', 'Admin', 'Importing employee records from a spreadsheet', 'bulk-create or update employee profiles from an XLS or CSV file and fix the rows that fail to import', ['import', 'bulk update']],
        ['A', '-', 'Setup Configuration', 'Adding custom fields to the employee form', 'add fields, sections and lookups to the employee form and control who can edit them', ['custom fields', 'form']],
      ],
    },
    Engagement: {
      code: 'ENG',
      subject: 'employee engagement',
      keywords: ['engagement'],
      topics: [
        ['V', 'E', 'Employee', 'Responding to an engagement survey', 'answer a pulse or engagement survey anonymously and find out when results are shared', ['survey', 'anonymous']],
        ['A', 'O', 'Manager', "Reading your team's engagement results", "interpret your team's engagement scores and choose one or two actions to follow up", ['results', 'eNPS']],
        ['V', 'O', 'Employee', 'Recognising a colleague on the company feed', 'post a recognition on the company feed and tag the values a colleague showed', ['recognition', 'feed']],
        ['A', 'B', 'Admin', 'Designing an engagement survey', 'build a survey from templates, set anonymity thresholds and schedule recurring pulses', ['survey design', 'pulse']],
        ['V', 'C', 'Explainer', 'How your company runs its annual engagement survey', 'see the timeline, what happens to your answers and how actions are reported back', ['annual survey', 'company process']],
      ],
    },
    'General Navigation': {
      code: 'NAV',
      subject: 'navigating Zoho People',
      keywords: ['navigation'],
      topics: [
        ['V', 'E', 'Explainer', 'A tour of the Zoho People home page', 'find your services, approvals, feeds and quick links from the home page', ['home page', 'tour']],
        ['V', 'E', 'Employee', 'Installing the Zoho People mobile app', 'install the app, sign in with your work account and turn on notifications', ['mobile app', 'notifications']],
        ['A', 'O', 'Manager', 'Finding your pending approvals', 'see every request waiting for you and approve or reject several at once', ['approvals', 'bulk approve']],
        ['A', 'O', 'Employee', 'Searching for colleagues in the directory', 'look people up by name, department or location and see who is away today', ['directory', 'search']],
        ['A', 'B', 'Admin', 'Customising the home page for each role', 'choose the widgets, quick links and announcements each role sees when they sign in', ['widgets', 'quick links']],
      ],
    },
    'HR Help Desk': {
      code: 'HD',
      subject: 'the HR help desk',
      keywords: ['help desk', 'case'],
      topics: [
        ['V', 'E', 'Employee', 'Raising a case with the HR help desk', 'ask HR a question or report an issue, attach files and follow the case until it is resolved', ['ticket', 'raise case']],
        ['A', 'O', 'Admin', 'Assigning and resolving help desk cases', 'pick up cases from the queue, reassign them and close them with a resolution note', ['queue', 'resolution']],
        ['A', 'O', 'Manager', 'Raising a help desk case for a team member', 'log a case on behalf of someone in your team and keep them informed of its progress', ['on behalf']],
        ['V', 'B', 'Admin', 'Building a knowledge base of HR answers', 'publish articles that answer common questions so employees find answers before raising a case', ['knowledge base', 'FAQ']],
        ['A', '-', 'Setup Configuration', 'Configuring case categories and SLAs', 'create categories, route them to the right agents and set response and resolution targets', ['categories', 'SLA']],
      ],
    },
    'HR Letters': {
      code: 'LTR',
      subject: 'HR letters',
      keywords: ['HR letters'],
      topics: [
        ['A', 'E', 'Employee', 'Requesting an employment verification letter', 'request a letter confirming your employment and download it once HR has approved it', ['verification', 'letter request']],
        ['V', 'O', 'Admin', 'Generating letters from templates', 'generate offer, confirmation and experience letters for one or many employees from merge templates', ['templates', 'mail merge']],
        ['A', 'O', 'Manager', 'Approving letter requests', 'review the letter requests from your team and approve those that need your sign-off', ['approval']],
        ['A', '-', 'Setup Configuration', 'Creating HR letter templates with merge fields', 'design letter templates with your letterhead and merge fields that pull from the employee profile', ['merge fields', 'letterhead']],
        ['V', 'C', 'Employee', 'Requesting a visa support letter from your company', "follow your company's process for visa and embassy letters, including the details HR needs from you", ['visa', 'company process']],
      ],
    },
    'HR Reporting': {
      code: 'RPT',
      subject: 'HR reporting',
      keywords: ['reports', 'analytics'],
      topics: [
        ['V', 'E', 'Explainer', 'An overview of standard HR reports', 'see which headcount, attrition, leave and attendance reports come built in and where to find them', ['headcount', 'attrition']],
        ['A', 'O', 'Manager', 'Exporting a report for your team', 'filter a standard report to your team and export it to Excel or PDF', ['export', 'Excel']],
        ['V', 'B', 'Admin', 'Building a custom HR report', 'combine forms, choose columns and groupings, and save a custom report for others to run', ['custom report']],
        ['A', 'B', 'Admin', 'Scheduling HR reports by e-mail', 'send a report to stakeholders automatically every week or month', ['schedule', 'e-mail']],
        ['A', '-', 'Setup Configuration', 'Setting report permissions by role', 'decide which roles can view, create and export reports and which data each can see', ['permissions', 'roles']],
      ],
    },
    'Job Profile': {
      code: 'JOB',
      subject: 'job profiles',
      keywords: ['job profile'],
      topics: [
        ['A', 'E', 'Explainer', 'What a job profile is and why it matters', 'understand how job profiles describe the responsibilities, skills and grade of each role', ['roles', 'skills']],
        ['V', 'O', 'Employee', 'Viewing your job description', 'find your job profile, responsibilities and required skills from your employee profile', ['job description']],
        ['A', 'O', 'Manager', 'Requesting a change to a job profile', 'propose updated responsibilities or skills for a role in your team and send it to HR', ['change request']],
        ['V', 'B', 'Admin', 'Linking job profiles to skills and training', 'map skill sets to job profiles so that gaps feed into training plans and performance reviews', ['skill sets', 'training needs']],
        ['A', '-', 'Setup Configuration', 'Setting up designations and job profile fields', 'create designations and grades and choose the fields every job profile captures', ['designations', 'grades']],
      ],
    },
    Leave: {
      code: 'LEAVE',
      subject: 'leave management',
      keywords: ['leave', 'time off'],
      topics: [
        ['V', 'E', 'Employee', 'Applying for leave on the mobile app', 'apply for a day or a few hours off from your phone and check your remaining balance before you submit', ['mobile app', 'leave request']],
        ['A', 'E', 'Employee', 'Checking your leave balance', 'see how much leave you have left, what is already booked and how accrual adds to your balance', ['balance', 'accrual']],
        ['V', 'O', 'Manager', 'Approving leave requests from your team', 'review a request against the team calendar and approve or reject it with a comment', ['approval', 'team calendar']],
        ['A', 'O', 'Employee', 'Cancelling or changing a leave request', 'withdraw a pending request or cancel approved leave and have the days returned to your balance', ['cancel leave']],
        ['A', 'B', 'Admin', 'Adjusting leave balances in bulk', 'grant, deduct or carry forward leave for many employees at once while keeping an audit trail', ['bulk adjustment', 'carry forward']],
        ['A', '-', 'Setup Configuration', 'Configuring leave types and accrual rules', 'create leave types, set accrual and carry-forward rules and choose which employees each type applies to', ['leave types', 'accrual rules', 'holidays']],
        ['V', 'C', 'Manager', "Your company's leave approval workflow", 'see who approves leave at your company, how cover is arranged and what happens during blackout periods', ['approval workflow', 'blackout']],
      ],
    },
    LMS: {
      code: 'LMS',
      subject: 'the learning management system',
      keywords: ['LMS', 'courses'],
      topics: [
        ['V', 'E', 'Employee', 'Enrolling in a course', 'find courses in the catalogue, enrol and pick up where you left off', ['enrol', 'catalogue']],
        ['A', 'O', 'Manager', 'Assigning courses to your team', "assign mandatory courses with a due date and follow each person's progress", ['assign', 'due date']],
        ['V', 'B', 'Admin', 'Creating a course with modules and assessments', 'build a course from videos, documents and quizzes and award a certificate on completion', ['course builder', 'quiz', 'certificate']],
        ['A', 'O', 'Explainer', 'How learning paths and certificates work', 'understand how courses, batches, learning paths and certificates fit together', ['learning paths', 'batches']],
        ['A', '-', 'Setup Configuration', 'Configuring LMS roles and course approvals', 'set who can create courses, who approves them and how trainers are assigned', ['trainers', 'roles']],
      ],
    },
    Offboarding: {
      code: 'OFF',
      subject: 'offboarding',
      keywords: ['offboarding', 'exit'],
      topics: [
        ['A', 'E', 'Employee', 'Submitting your resignation', 'submit your resignation, confirm your last working day and see the steps that follow', ['resignation', 'notice period']],
        ['V', 'O', 'Manager', "Managing a leaver's exit checklist", 'track the handover, asset return and access removal tasks for someone leaving your team', ['checklist', 'handover']],
        ['A', 'O', 'Admin', 'Running exit interviews', 'send an exit interview form, record the answers and report on reasons for leaving', ['exit interview', 'attrition']],
        ['A', '-', 'Setup Configuration', 'Configuring the offboarding workflow', 'set the exit process steps, the task owners and the clearance each department gives', ['workflow', 'clearance']],
        ['V', 'C', 'Manager', "Your company's leaver process for IT equipment", "follow your company's steps for collecting laptops, phones and badges from leavers", ['IT equipment', 'company process']],
      ],
    },
    Onboarding: {
      code: 'ONB',
      subject: 'onboarding',
      keywords: ['onboarding', 'new starter'],
      topics: [
        ['V', 'E', 'Employee', 'Completing your onboarding tasks before day one', 'sign in to the candidate portal, fill in your details and upload the documents HR needs before you start', ['candidate portal', 'pre-boarding']],
        ['A', 'O', 'Manager', 'Preparing for a new starter', 'see the onboarding tasks assigned to you and plan the first week for someone joining your team', ['first week', 'tasks']],
        ['V', 'O', 'Admin', 'Converting a candidate into an employee', 'trigger onboarding for a new hire, send the portal invitation and convert them to an employee on their start date', ['convert', 'new hire']],
        ['A', '-', 'Setup Configuration', 'Building onboarding checklists by role', 'create onboarding task lists for each department or role and choose who owns each task', ['checklist', 'task owners']],
        ['A', 'E', 'Explainer', 'How onboarding flows from Zoho Recruit to Zoho People', 'understand how hired candidates move from Zoho Recruit into onboarding in Zoho People', ['integration', 'Zoho Recruit']],
      ],
    },
    Performance: {
      code: 'PERF',
      subject: 'performance management',
      keywords: ['performance', 'appraisal'],
      topics: [
        ['V', 'E', 'Explainer', 'How the performance cycle works', 'understand goals, check-ins, self-appraisal and manager review, and when each happens', ['cycle', 'review']],
        ['A', 'O', 'Employee', 'Setting your goals', 'add goals for the period, align them to team goals and update your progress as you go', ['goals', 'OKR']],
        ['V', 'O', 'Employee', 'Completing your self-appraisal', "rate yourself against your goals and skills and add comments before your manager's review", ['self-appraisal']],
        ['V', 'O', 'Manager', "Reviewing your team's appraisals", 'rate goals and skills, write feedback and submit your review for normalisation', ['manager review', 'ratings']],
        ['A', 'B', 'Manager', 'Giving continuous feedback', 'give feedback throughout the year so that reviews hold no surprises', ['feedback', 'check-ins']],
        ['A', '-', 'Setup Configuration', 'Configuring appraisal cycles and rating scales', 'set the appraisal period, rating scales and weightages and decide who reviews whom', ['rating scale', 'weightage']],
        ['A', 'B', 'Admin', 'Running calibration and normalisation', 'compare ratings across teams and adjust them to a distribution before results are shared', ['calibration', 'bell curve']],
      ],
    },
    Probation: {
      code: 'PROB',
      subject: 'probation',
      keywords: ['probation'],
      topics: [
        ['A', 'E', 'Explainer', 'How probation is tracked in Zoho People', 'understand probation periods, review dates and how confirmation updates your employee status', ['confirmation', 'review date']],
        ['V', 'O', 'Manager', 'Completing a probation review', 'assess a new starter at the end of probation and confirm, extend or end their employment', ['review', 'extension']],
        ['A', 'O', 'Admin', 'Extending a probation period', 'extend probation for an employee and tell them and their manager the new date', ['extension', 'notification']],
        ['A', '-', 'Setup Configuration', 'Setting probation periods and reminders', 'set default probation lengths by role and the reminders sent before a review is due', ['reminders', 'defaults']],
        ['A', 'C', 'Employee', "Your company's probation objectives", 'see the objectives your company sets for new starters and how they feed into your probation review', ['objectives', 'company process']],
      ],
    },
    Tasks: {
      code: 'TASK',
      subject: 'tasks',
      keywords: ['tasks'],
      topics: [
        ['V', 'E', 'Employee', 'Managing your tasks and checklists', 'see the tasks assigned to you, update their status and set reminders', ['status', 'reminders']],
        ['A', 'O', 'Manager', 'Assigning tasks to your team', 'create a task, assign it with a due date and follow up on overdue items', ['assign', 'overdue']],
        ['A', 'B', 'Admin', 'Automating tasks with workflows', 'create tasks automatically when a record changes, for example when someone is promoted', ['workflow', 'automation']],
        ['A', '-', 'Setup Configuration', 'Configuring task categories and notifications', 'create task categories and choose the e-mails and in-app alerts they send', ['categories', 'notifications']],
        ['V', 'O', 'Explainer', 'Tasks versus checklists', 'understand when to use a one-off task and when to build a checklist', ['checklists']],
      ],
    },
    Timetracker: {
      code: 'TIME',
      subject: 'time tracking',
      keywords: ['timetracker', 'timesheets'],
      topics: [
        ['V', 'E', 'Employee', 'Logging time against projects', 'start a timer or add time logs against the projects and jobs you are assigned to', ['time logs', 'timer']],
        ['A', 'O', 'Employee', 'Submitting your weekly timesheet', 'turn your time logs into a timesheet and submit it for approval', ['submit', 'weekly']],
        ['V', 'O', 'Manager', 'Approving timesheets', 'review submitted timesheets, query entries and approve them for billing or payroll', ['approval', 'billing']],
        ['A', 'B', 'Admin', 'Setting up clients, projects and jobs', 'create clients, projects and jobs and assign the people who may log time against them', ['projects', 'clients']],
        ['A', '-', 'Setup Configuration', 'Configuring timesheet periods and billing rates', 'set timesheet periods, mandatory fields and billable rates per job or person', ['billing rates', 'periods']],
      ],
    },
    'Training Tracking': {
      code: 'TRN',
      subject: 'training tracking',
      keywords: ['training'],
      topics: [
        ['A', 'E', 'Employee', 'Viewing your training record', 'see the training you have attended and the certificates that are about to expire', ['training record', 'certificates']],
        ['V', 'O', 'Manager', 'Nominating team members for training', 'nominate people for a scheduled training session and approve their requests', ['nomination', 'sessions']],
        ['A', 'O', 'Admin', 'Recording attendance and feedback for a session', 'mark who attended a training session and collect feedback afterwards', ['attendance', 'feedback']],
        ['A', '-', 'Setup Configuration', 'Setting up training programmes and trainers', 'create training programmes, add internal and external trainers and set costs', ['programmes', 'trainers', 'costs']],
        ['V', 'C', 'Explainer', "Your company's mandatory training plan", 'see which compliance courses your company requires and how often they must be renewed', ['compliance', 'mandatory']],
      ],
    },
    'Travel Management': {
      code: 'TRV',
      subject: 'travel management',
      keywords: ['travel'],
      topics: [
        ['V', 'E', 'Employee', 'Submitting a travel request', 'request approval for a business trip with its dates, destination and estimated costs', ['travel request', 'business trip']],
        ['A', 'O', 'Manager', 'Approving travel requests', "check a trip's purpose and budget and approve or reject it", ['approval', 'budget']],
        ['A', 'O', 'Employee', 'Claiming travel expenses', 'submit your expenses after a trip with receipts and have them reimbursed', ['expenses', 'receipts']],
        ['A', '-', 'Setup Configuration', 'Configuring travel policies and approval limits', 'set per-diem rates, booking classes and approval limits by grade', ['per diem', 'travel policy']],
        ['A', 'B', 'Admin', 'Reporting on travel spend', 'analyse travel spend by department, destination and traveller', ['spend', 'reports']],
      ],
    },
  },
};

// prettier-ignore
const RECRUIT: ApplicationTable<(typeof RECRUIT_MODULES)[number]> = {
  prefix: 'ZR',
  numberBase: 3000,
  modules: {
    Assessments: {
      code: 'ASMT',
      subject: 'candidate assessments',
      keywords: ['assessments'],
      topics: [
        ['V', 'E', 'Recruiter', 'Sending an assessment to a candidate', 'choose an assessment, send it to a candidate and see the score when they finish', ['send', 'score']],
        ['A', 'O', 'Hiring Manager', 'Reviewing assessment results', "compare candidates' scores and answers before deciding whom to interview", ['results', 'compare']],
        ['A', '-', 'Setup Configuration', 'Building an assessment with scoring', 'create questions, set correct answers and weightings and decide the pass mark', ['questions', 'pass mark']],
        ['A', 'E', 'Explainer', 'When to use assessments in your hiring process', 'understand where skills tests, screening questionnaires and interview scorecards each fit', ['skills test']],
      ],
    },
    'Candidate Management': {
      code: 'CAND',
      subject: 'candidate management',
      keywords: ['candidates'],
      topics: [
        ['V', 'E', 'Recruiter', 'Adding candidates and parsing resumes', 'add candidates by hand, from e-mail or by uploading resumes that are parsed into fields', ['resume parsing', 'import']],
        ['A', 'O', 'Recruiter', 'Associating candidates with a job opening', 'link a candidate to one or more jobs and move them through the hiring pipeline', ['pipeline', 'job opening']],
        ['V', 'O', 'Hiring Manager', 'Reviewing candidates shared with you', 'open the candidates a recruiter has shared, read their resumes and leave your feedback', ['feedback', 'shortlist']],
        ['A', 'B', 'Recruiter', 'Finding and merging duplicate candidates', 'spot duplicate candidate records and merge them without losing notes or attachments', ['duplicates', 'merge']],
        ['A', 'C', 'Recruiter', "Your company's candidate status definitions", 'use the candidate statuses your company agreed on and know what each one means for reporting', ['statuses', 'company process']],
      ],
    },
    'Clients & Contacts': {
      code: 'CLNT',
      subject: 'clients and contacts',
      keywords: ['clients', 'contacts'],
      topics: [
        ['V', 'E', 'Recruiter', 'Adding a client and its contacts', 'create a client record, add its hiring contacts and link them to job openings', ['client record']],
        ['A', 'O', 'Recruiter', 'Submitting candidates to a client', 'send a shortlist of candidates to a client contact and track their response', ['client submission', 'shortlist']],
        ['A', 'O', 'Hiring Manager', 'Reviewing submissions in the client portal', 'sign in to the client portal, review the candidates submitted to you and request interviews', ['client portal']],
        ['A', '-', 'Setup Configuration', 'Configuring the client portal', 'choose what clients see in the portal and which actions they can take', ['portal settings', 'permissions']],
      ],
    },
    'Hiring Manager Navigation': {
      code: 'HMNAV',
      subject: 'Zoho Recruit for hiring managers',
      keywords: ['hiring manager', 'navigation'],
      topics: [
        ['V', 'E', 'Hiring Manager', "A hiring manager's first tour of Zoho Recruit", 'find your job openings, the candidates waiting for your feedback and your upcoming interviews', ['tour', 'dashboard']],
        ['A', 'O', 'Hiring Manager', 'Using the hiring manager dashboard', 'see open positions, pipeline counts and the actions waiting for you in one place', ['dashboard', 'pipeline']],
        ['A', 'O', 'Hiring Manager', 'Getting Zoho Recruit notifications on your phone', 'install the Zoho Recruit app and choose which updates reach you', ['mobile app', 'notifications']],
        ['A', 'E', 'Explainer', 'What hiring managers can see and do', 'understand the hiring manager role, the data it can see and how it differs from a recruiter', ['roles', 'permissions']],
      ],
    },
    Integrations: {
      code: 'INTG',
      subject: 'integrations',
      keywords: ['integrations'],
      topics: [
        ['A', 'E', 'Explainer', 'How Zoho Recruit connects to other apps', 'see which job boards, calendars, mailboxes and HR systems Zoho Recruit connects to', ['job boards', 'calendar']],
        ['V', 'O', 'Recruiter', 'Connecting your calendar and mailbox to Zoho Recruit', 'sync your Outlook or Google calendar and mailbox so interviews and e-mails are tracked', ['Outlook', 'Google']],
        ['A', 'B', 'Setup Configuration', 'Pushing hired candidates to Zoho People', 'map fields so that hired candidates flow into Zoho People onboarding automatically', ['Zoho People', 'field mapping']],
        ['A', '-', 'Setup Configuration', 'Publishing jobs to job boards', 'connect job board accounts and choose where each opening is posted', ['job boards', 'posting']],
      ],
    },
    Interviews: {
      code: 'INTV',
      subject: 'interviews',
      keywords: ['interviews'],
      topics: [
        ['V', 'E', 'Recruiter', 'Scheduling an interview', 'book an interview, invite the candidate and interviewers and send calendar invitations', ['scheduling', 'calendar']],
        ['V', 'O', 'Recruiter', 'Configuring interview panels', 'choose the panel members for each stage and share their availability so interviews can be booked quickly', ['panel', 'availability']],
        ['A', 'O', 'Hiring Manager', 'Submitting interview feedback', 'fill in the interview scorecard and give your recommendation soon after the interview', ['scorecard', 'feedback']],
        ['A', 'B', 'Recruiter', 'Letting candidates book their own interview slot', "let candidates pick a slot from the interviewers' free time and cut out back-and-forth e-mails", ['self-scheduling']],
        ['A', '-', 'Setup Configuration', 'Creating interview scorecards', 'build scorecards with criteria and rating scales for each interview stage', ['scorecards', 'criteria']],
        ['V', 'C', 'Hiring Manager', "Your company's interview guidelines", "follow your company's interview structure, the questions to avoid and how to record decisions", ['guidelines', 'company process']],
      ],
    },
    Jobs: {
      code: 'JOBS',
      subject: 'job openings',
      keywords: ['jobs', 'job openings'],
      topics: [
        ['V', 'E', 'Recruiter', 'Creating a job opening', 'create a job opening with its description, location and hiring team and publish it', ['job description', 'publish']],
        ['A', 'O', 'Hiring Manager', 'Requesting a new position', 'submit a job requisition for approval before recruiting starts', ['requisition', 'approval']],
        ['A', 'O', 'Recruiter', 'Publishing a job on your careers site', 'make a job visible on your careers site and share it on social media', ['careers site', 'social']],
        ['A', '-', 'Setup Configuration', 'Setting up job opening templates and approvals', 'create job templates and the approval chain for new openings', ['templates', 'approval']],
        ['A', 'B', 'Explainer', 'Reading the job pipeline', 'understand the pipeline view of a job and what the counts in each stage tell you', ['pipeline', 'stages']],
      ],
    },
    Offers: {
      code: 'OFFR',
      subject: 'offers',
      keywords: ['offers', 'offer letter'],
      topics: [
        ['V', 'E', 'Recruiter', 'Creating and sending an offer letter', 'generate an offer letter from a template, get it approved and send it for e-signature', ['e-signature', 'template']],
        ['A', 'O', 'Hiring Manager', 'Approving an offer', 'check the salary and start date on an offer and approve it or send it back', ['approval', 'salary']],
        ['A', 'O', 'Recruiter', 'Tracking offer acceptance', 'see which offers are pending, accepted or declined and follow up before they expire', ['acceptance', 'declined']],
        ['A', '-', 'Setup Configuration', 'Configuring offer templates and approval rules', 'create offer templates with merge fields and set approval rules by salary band', ['merge fields', 'approval rules']],
        ['A', 'C', 'Recruiter', "Your company's offer sign-off matrix", 'see who must approve an offer at your company depending on grade and salary', ['sign-off', 'company process']],
      ],
    },
    'Recruiter Navigation': {
      code: 'RNAV',
      subject: 'Zoho Recruit for recruiters',
      keywords: ['recruiter', 'navigation'],
      topics: [
        ['V', 'E', 'Recruiter', "A recruiter's tour of Zoho Recruit", 'find your way around jobs, candidates, interviews and the home dashboard', ['tour', 'home']],
        ['A', 'O', 'Recruiter', 'Using saved views and filters', 'create list views and filters that show the candidates and jobs you work on every day', ['views', 'filters']],
        ['A', 'B', 'Recruiter', 'Keyboard shortcuts and mass actions', 'work faster with shortcuts, mass e-mail and mass update on list views', ['shortcuts', 'mass update']],
        ['A', 'E', 'Explainer', 'Key terms in Zoho Recruit', 'learn what job openings, pipelines, submissions and statuses mean in Zoho Recruit', ['glossary', 'terms']],
      ],
    },
    'Recruiter Reporting': {
      code: 'RRPT',
      subject: 'recruitment reporting',
      keywords: ['recruitment reports'],
      topics: [
        ['V', 'E', 'Explainer', 'An overview of recruitment analytics', 'see the built-in reports for pipeline, time to hire and source of hire', ['time to hire', 'source of hire']],
        ['A', 'O', 'Recruiter', 'Building a pipeline report', 'create a report of candidates by stage for your open jobs and share it with hiring managers', ['pipeline', 'custom report']],
        ['A', 'O', 'Hiring Manager', 'Tracking progress on your open positions', 'follow time in stage, interview outcomes and offers for the positions you are hiring for', ['time in stage', 'dashboard']],
        ['A', 'B', 'Recruiter', 'Scheduling recruitment reports for leadership', 'send weekly hiring reports to your leadership team automatically', ['schedule', 'leadership']],
        ['A', '-', 'Setup Configuration', 'Creating recruitment dashboards', 'build dashboards with KPIs and charts for recruiters and leadership', ['KPIs', 'charts']],
      ],
    },
    Screening: {
      code: 'SCRN',
      subject: 'candidate screening',
      keywords: ['screening'],
      topics: [
        ['V', 'E', 'Recruiter', 'Screening candidates with questionnaires', 'attach screening questions to a job and see the answers next to each application', ['questionnaire', 'knockout']],
        ['A', 'O', 'Recruiter', 'Shortlisting candidates with filters', 'filter applicants by skills, experience and location to build a shortlist', ['shortlist', 'filters']],
        ['A', 'O', 'Hiring Manager', 'Screening CVs shared by a recruiter', 'review shortlisted CVs quickly and mark each one yes, no or maybe', ['CV review']],
        ['A', '-', 'Setup Configuration', 'Setting up knockout questions and auto-rejection', 'configure knockout questions and the polite rejection e-mail sent automatically', ['auto-reject', 'knockout questions']],
      ],
    },
    'Setup Configuration': {
      code: 'SETUP',
      subject: 'Zoho Recruit setup',
      keywords: ['setup', 'configuration'],
      topics: [
        ['A', 'E', 'Explainer', 'An overview of Zoho Recruit setup', 'see which settings to configure first: company details, users, pipeline stages and e-mail templates', ['overview', 'first steps']],
        ['V', '-', 'Setup Configuration', 'Customising pipeline stages and statuses', 'add, rename and reorder hiring stages and the candidate statuses within them', ['pipeline stages', 'statuses']],
        ['A', '-', 'Setup Configuration', 'Creating e-mail templates for each hiring stage', 'build e-mail templates with merge fields for every stage of the hiring process', ['e-mail templates', 'merge fields']],
        ['A', 'B', 'Setup Configuration', 'Automating with workflow rules', 'send alerts, update fields and assign tasks automatically when records change', ['workflow rules', 'automation']],
        ['A', 'O', 'Setup Configuration', 'Customising layouts and fields', 'add custom fields and page layouts for candidates, jobs and clients', ['custom fields', 'layouts']],
      ],
    },
    'User Management': {
      code: 'USER',
      subject: 'user management',
      keywords: ['users', 'roles'],
      topics: [
        ['V', 'E', 'Setup Configuration', 'Adding Zoho Recruit users and assigning roles', 'invite recruiters and hiring managers and give each of them a role and profile', ['invite', 'profiles']],
        ['A', 'O', 'Setup Configuration', 'Managing profiles and permissions', 'control what each profile can view, create, edit and delete', ['permissions', 'profiles']],
        ['A', 'E', 'Explainer', 'Roles, profiles and data sharing explained', 'understand how roles decide which records a user sees and profiles decide what they can do', ['data sharing']],
        ['A', 'O', 'Hiring Manager', 'Asking for access to a job opening', 'ask your administrator to add you to the hiring team of a job you need to see', ['access request', 'hiring team']],
        ['A', 'C', 'Setup Configuration', "Your company's process for deactivating users", "follow your company's checklist for deactivating a user and reassigning their jobs and candidates", ['deactivate', 'company process']],
      ],
    },
    'Vendor Management': {
      code: 'VEND',
      subject: 'vendor management',
      keywords: ['vendors', 'agencies'],
      topics: [
        ['A', 'E', 'Explainer', 'Working with recruitment agencies in Zoho Recruit', 'understand how vendors submit candidates through the vendor portal and how ownership is tracked', ['vendor portal', 'ownership']],
        ['V', 'O', 'Recruiter', 'Inviting an agency to the vendor portal', 'add a vendor, invite its recruiters and share the jobs they may work on', ['invite', 'portal']],
        ['A', 'O', 'Recruiter', 'Reviewing candidates submitted by vendors', 'review agency submissions, resolve duplicates and give feedback to the vendor', ['submissions', 'duplicates']],
        ['A', '-', 'Setup Configuration', 'Configuring vendor portal permissions', 'choose what vendors can see and the fields they must complete when submitting', ['permissions']],
        ['A', 'B', 'Hiring Manager', 'Comparing agency performance', 'see which vendors deliver interviews and hires for your positions', ['performance', 'hires']],
      ],
    },
  },
};

const TABLES: Record<Application, ApplicationTable<string>> = {
  General: GENERAL,
  'Zoho People': PEOPLE,
  'Zoho Recruit': RECRUIT,
};

const ARTICLE_BASE = 'https://help.zen-consulting.example/articles';

/** Loom share ids are 32 hex characters; hashing keeps them stable across runs and machines. */
const loomUrl = (key: string): string =>
  `https://www.loom.com/share/${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A topic's detail starts with a verb; these lead-ins turn it into a sentence that fits the format. */
const LEAD_INS: Record<ContentType, readonly string[]> = {
  Video: ['Watch how to', 'A short walkthrough showing how to', 'This video shows how to'],
  Article: ['Step-by-step instructions to', 'Learn how to', 'This article explains how to'],
};
/** "Learn how to understand …" reads badly, so details about understanding get their own lead-in. */
const UNDERSTANDING_LEAD_INS: Record<ContentType, string> = {
  Video: 'This video helps you',
  Article: 'Helps you',
};

const UNDERSTANDING = /^(understand|see|learn) /;

const firstSentence = (type: ContentType, detail: string, variant: number): string => {
  if (UNDERSTANDING.test(detail)) return `${UNDERSTANDING_LEAD_INS[type]} ${detail}.`;
  const leadIns = LEAD_INS[type];
  return `${leadIns[variant % leadIns.length]} ${detail}.`;
};

const subjectIn = (application: Application, table: ModuleTable): string =>
  application === 'General' || table.subject.includes('Zoho')
    ? table.subject
    : `${table.subject} in ${application}`;

/** The second sentence echoes the journey hint (spec §3), so the text tells a reader who it is for. */
const secondSentence = (
  journey: LearningJourneyInput,
  type: ContentType,
  application: Application,
  table: ModuleTable,
  minutes: number,
): string | null => {
  switch (journey) {
    case 'Essential':
      return `Start here if you are new to ${subjectIn(application, table)}.`;
    case 'Bonus':
      return `Aimed at experienced users who want to get more out of ${table.subject}.`;
    case 'Customer Specific':
      return 'Your administrator may have adapted it to how your organisation works.';
    default:
      return type === 'Video' ? `Runs about ${minutes} minutes.` : null;
  }
};

/** Module keywords first (they are what people search for), then the topic's, at most five. */
const keywordsFor = (
  table: ModuleTable,
  topic: readonly string[],
  extra: readonly string[] = [],
): string[] => {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const keyword of [...table.keywords, ...topic, ...extra]) {
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
    if (result.length === 5) break;
  }
  return result;
};

const typeOf = (format: Topic[0]): ContentType => (format === 'V' ? 'Video' : 'Article');

interface Entry {
  application: Application;
  module: string;
  table: ModuleTable;
  topic: Topic;
  /** Position of the topic in its module, from 1. */
  position: number;
  /** Position of the module in its application, from 0. */
  moduleIndex: number;
}

/** Every topic in a stable order: applications, then modules in spec order, then table order. */
const entries = (): Entry[] => {
  const result: Entry[] = [];
  for (const application of APPLICATIONS) {
    MODULES_BY_APPLICATION[application].forEach((module, moduleIndex) => {
      const table = TABLES[application].modules[module];
      if (table === undefined) throw new Error(`No demo topics for ${application} / ${module}`);
      table.topics.forEach((topic, index) => {
        result.push({ application, module, table, topic, position: index + 1, moduleIndex });
      });
    });
  }
  return result;
};

/** The demo help library: one item per topic in the tables above (185 items). */
export const demoCatalogue = (): ContentFormInput[] =>
  entries().map(({ application, module, table, topic, position, moduleIndex }, index) => {
    const [format, journeyCode, level, title, detail, keywords] = topic;
    const type = typeOf(format);
    const learningJourney = JOURNEYS[journeyCode];
    const minutes = 2 + (title.length % 8);
    const second = secondSentence(learningJourney, type, application, table, minutes);
    const prefix = TABLES[application].prefix;
    return {
      title,
      description:
        second === null
          ? firstSentence(type, detail, index)
          : `${firstSentence(type, detail, index)} ${second}`,
      type,
      // Older items in a real library often lack an identifier or a content number.
      identifier: index % 9 === 4 ? null : `${prefix}-${table.code}-${String(position).padStart(2, '0')}`,
      contentNumber:
        index % 11 === 7 ? null : String(TABLES[application].numberBase + moduleIndex * 20 + position),
      application,
      module,
      level,
      url: type === 'Video' ? loomUrl(title) : `${ARTICLE_BASE}/${slugify(title)}`,
      keywords: keywordsFor(table, keywords),
      learningJourney,
    };
  });

/** A small, fast, seedable generator (mulberry32): the same seed gives the same catalogue. */
const seededRandom = (seed: number): (() => number) => {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(items: readonly T[], random: () => number): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
};

/** Title endings that keep synthetic titles varied without making them unreadable. */
const TITLE_ENDINGS = [
  'quick start',
  'common questions',
  'troubleshooting',
  'best practices',
  'a worked example',
  'what changed in the latest release',
  'tips for large teams',
  'for multi-country organisations',
  'part 2',
  'a refresher',
] as const;

/** Fictional customers: company-specific content names them, as real customer processes do. */
const COMPANIES = [
  'Acme Logistics',
  'Harbour Health',
  'Northwind Retail',
  'Bluegum Engineering',
  'Cedar Lane Schools',
  'Kestrel Finance',
  'Orchard Foods',
  'Summit Legal',
  'Tidewater Energy',
  'Juniper Hotels',
] as const;

/** "Your company's leave approval workflow" becomes "Acme Logistics: Leave approval workflow". */
const companyTitle = (company: string, title: string): string => {
  const rest = title.replace(/^Your company's /, '');
  return `${company}: ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
};

const alsoCovers = (detail: string): string =>
  UNDERSTANDING.test(detail) ? `It also helps you ${detail}.` : `It also covers how to ${detail}.`;

/**
 * A synthetic catalogue of `count` items for benchmarks. Titles, descriptions and keywords are
 * recombined from the demo tables, so a search for a module's vocabulary matches roughly the share of
 * items it would in a real library. Every identifier is present and unique within one catalogue.
 */
export const generateCatalogue = (count: number, seed = 1): ContentFormInput[] => {
  const all = entries();
  const random = seededRandom(seed);
  const items: ContentFormInput[] = [];
  const width = Math.max(6, String(count).length);
  for (let i = 0; i < count; i += 1) {
    const { application, module, table, topic } = pick(all, random);
    const [format, , topicLevel, baseTitle, detail, topicKeywords] = topic;
    const type: ContentType = random() < 0.55 ? typeOf(format) : format === 'V' ? 'Article' : 'Video';
    const learningJourney = pick(LEARNING_JOURNEY_INPUTS, random);
    // Mostly the topic's own audience, sometimes another audience the application serves.
    const level = random() < 0.75 ? topicLevel : pick(LEVELS_BY_APPLICATION[application], random);
    const sibling = pick(table.topics, random);

    let title: string = baseTitle;
    if (learningJourney === 'Customer Specific') title = companyTitle(pick(COMPANIES, random), baseTitle);
    else if (random() < 0.7) title = `${baseTitle}: ${pick(TITLE_ENDINGS, random)}`;

    let description = firstSentence(type, detail, i);
    if (sibling !== topic && random() < 0.5) description += ` ${alsoCovers(sibling[4])}`;
    else {
      const second = secondSentence(learningJourney, type, application, table, 2 + (i % 8));
      if (second !== null) description += ` ${second}`;
    }

    const serial = String(i + 1).padStart(width, '0');
    items.push({
      title,
      description,
      type,
      identifier: `${TABLES[application].prefix}-${table.code}-${serial}`,
      contentNumber: random() < 0.9 ? String(1000 + Math.floor(random() * 9000)) : null,
      application,
      module,
      level,
      url:
        type === 'Video'
          ? loomUrl(`${seed}:${serial}:${title}`)
          : `${ARTICLE_BASE}/${slugify(title)}-${serial}`,
      keywords: keywordsFor(table, topicKeywords, random() < 0.3 ? sibling[5] : []),
      learningJourney,
    });
  }
  return items;
};
