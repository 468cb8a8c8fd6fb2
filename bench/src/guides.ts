import { companySlug, guidePageId } from '@zen/contracts';
import { inOrder, timerFor, type OneAtATimeDeps, type TimedCommand } from './one-at-a-time.ts';

/**
 * Company user guides' commands, as staff send them (one person, one after another), each on
 * every one of the run's guides in turn: a guide made with only a company and a title (spec §5),
 * modules added to it, a page written, published and taken back, the guide's details edited, a
 * reader let in and out, the guide deactivated and activated again, and a module removed.
 */
const GUIDES = 50;

type Deps = OneAtATimeDeps & {
  /** A catalogue video the written page's process plays, so the edit checks it as staff's would. */
  videoId: number;
  /** Whom each guide is opened to and closed to again: a customer with a profile. */
  readerEmail: string;
};

const LEAVE = guidePageId('Zoho People', 'Leave');
const INTERVIEWS = guidePageId('Zoho Recruit', 'Interviews');

const writtenPage = (videoId: number, company: string) => ({
  content: {
    explainer: `${company} runs leave on the calendar year; unused days up to five carry over.`,
    zohoAdminGuideUrl: 'https://help.zoho.com/portal/en/kb/people/administrator-guide/leave-tracker',
    managerContent: '<p>Approve requests within two working days.</p>',
    employeeContent: '<p>Apply under <strong>Leave → Apply</strong>.</p>',
    adminContent: '<p>Policies: <em>Annual</em>, <em>Volunteering</em>.</p>',
    troubleshooting: '<p>Balance looks wrong? Check the policy year first.</p>',
    processes: [
      {
        name: 'Leave approval',
        description: 'Reporting manager, then HR for more than ten days.',
        trigger: 'A leave request is submitted',
        triggeredBy: 'Employee',
        workflows: ['Notify reporting manager', 'Escalate to HR over 10 days'],
        videoContentId: videoId,
        actionButton: { name: 'Apply for leave', url: 'https://people.zoho.com/' },
      },
    ],
    reports: [{ name: 'Leave balance', url: 'https://people.zoho.com/reports' }],
  },
});

export const measureGuideCommands = async (deps: Deps): Promise<TimedCommand[]> => {
  // The run's own companies, so a bench run against a database a run used before is refused nothing.
  const run = Date.now().toString(36);
  const companies = Array.from({ length: GUIDES }, (_, i) => `Bench Guide Company ${run} ${i}`);
  const guide = (company: string) => `/api/admin/userguide/${companySlug(company)}`;
  const each = timerFor(deps, companies, 'guides');
  return inOrder([
    () =>
      each(
        'guide made',
        '`POST /api/admin/userguide/from-template` with company and title only',
        (company) => ({
          path: '/api/admin/userguide/from-template',
          body: { companyName: company, title: `${company} guide` },
        }),
      ),
    () =>
      each(
        'two modules added',
        '`POST /api/admin/userguide/{id}/modules`, two modules to each',
        (company) => ({
          path: `${guide(company)}/modules`,
          body: {
            modules: [
              { moduleId: 'Leave', application: 'Zoho People' },
              { moduleId: 'Interviews', application: 'Zoho Recruit' },
            ],
          },
        }),
      ),
    () =>
      each(
        'page written',
        '`PATCH /api/admin/userguide/{id}/pages/{pageId}`, a page written in full with a process and its video',
        (company) => ({
          method: 'PATCH',
          path: `${guide(company)}/pages/${LEAVE}`,
          body: writtenPage(deps.videoId, company),
        }),
      ),
    () =>
      each('page published', '`POST /api/admin/userguide/{id}/pages/{pageId}/publish`', (company) => ({
        path: `${guide(company)}/pages/${LEAVE}/publish`,
        expect: 200,
      })),
    () =>
      each('page unpublished', '`POST /api/admin/userguide/{id}/pages/{pageId}/unpublish`', (company) => ({
        path: `${guide(company)}/pages/${LEAVE}/unpublish`,
        expect: 200,
      })),
    () =>
      each('details edited', '`PATCH /api/admin/userguide/{id}`, description and contact', (company) => ({
        method: 'PATCH',
        path: guide(company),
        body: {
          description: `How ${company} uses Zoho People and Recruit.`,
          contactName: 'People team',
          contactEmail: 'people.team@customer.example',
        },
      })),
    () =>
      each('reader let in', '`POST /api/admin/userguide/{id}/access`, one customer', (company) => ({
        path: `${guide(company)}/access`,
        body: { email: deps.readerEmail },
      })),
    () =>
      each('reader let out', '`DELETE /api/admin/userguide/{id}/access/{email}`', (company) => ({
        method: 'DELETE',
        path: `${guide(company)}/access/${encodeURIComponent(deps.readerEmail)}`,
      })),
    () =>
      each('deactivated', '`POST /api/admin/userguide/{id}/deactivate`', (company) => ({
        path: `${guide(company)}/deactivate`,
        expect: 200,
      })),
    () =>
      each('activated', '`POST /api/admin/userguide/{id}/activate`', (company) => ({
        path: `${guide(company)}/activate`,
        expect: 200,
      })),
    () =>
      each(
        'module removed',
        '`DELETE /api/admin/userguide/{id}/pages/{pageId}`, one of the two modules from each',
        (company) => ({ method: 'DELETE', path: `${guide(company)}/pages/${INTERVIEWS}` }),
      ),
  ]);
};
