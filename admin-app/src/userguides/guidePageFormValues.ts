import type { GuidePage, GuidePageContentInput } from '@zen/contracts';

/**
 * A guide page's form values and the content they become: lists of names as `{ value }` rows
 * (react-hook-form's field arrays hold objects) and the video as the content ID typed.
 */
type Named = { value: string };

export type GuideProcessValues = {
  name: string;
  description: string;
  trigger: string;
  triggeredBy: string;
  workflows: Named[];
  templates: Named[];
  videoContentId: string;
  actionButton: { name: string; url: string };
};

export type GuidePageFormValues = {
  content: {
    explainer: string;
    zohoAdminGuideUrl: string;
    managerContent: string;
    employeeContent: string;
    adminContent: string;
    troubleshooting: string;
    processes: GuideProcessValues[];
    reports: { name: string; url: string }[];
  };
};

export const toGuidePageFormValues = ({ content }: GuidePage): GuidePageFormValues => ({
  content: {
    explainer: content.explainer,
    zohoAdminGuideUrl: content.zohoAdminGuideUrl ?? '',
    managerContent: content.managerContent,
    employeeContent: content.employeeContent,
    adminContent: content.adminContent,
    troubleshooting: content.troubleshooting,
    processes: content.processes.map((process) => ({
      name: process.name,
      description: process.description,
      trigger: process.trigger,
      triggeredBy: process.triggeredBy,
      workflows: process.workflows.map((value) => ({ value })),
      templates: process.templates.map((value) => ({ value })),
      videoContentId: process.videoContentId === null ? '' : String(process.videoContentId),
      actionButton: process.actionButton ?? { name: '', url: '' },
    })),
    reports: content.reports.map((report) => ({ name: report.name, url: report.url ?? '' })),
  },
});

const names = (rows: readonly Named[] | undefined) => (rows ?? []).map((row) => row.value ?? '');

export const toGuidePageContent = ({ content }: GuidePageFormValues): GuidePageContentInput => ({
  explainer: content.explainer ?? '',
  zohoAdminGuideUrl: content.zohoAdminGuideUrl ?? '',
  managerContent: content.managerContent ?? '',
  employeeContent: content.employeeContent ?? '',
  adminContent: content.adminContent ?? '',
  troubleshooting: content.troubleshooting ?? '',
  processes: (content.processes ?? []).map((process) => ({
    name: process.name ?? '',
    description: process.description ?? '',
    trigger: process.trigger ?? '',
    triggeredBy: process.triggeredBy ?? '',
    workflows: names(process.workflows),
    templates: names(process.templates),
    videoContentId: (process.videoContentId ?? '').trim(),
    actionButton: { name: process.actionButton?.name ?? '', url: process.actionButton?.url ?? '' },
  })),
  reports: (content.reports ?? []).map((report) => ({ name: report.name ?? '', url: report.url ?? '' })),
});
