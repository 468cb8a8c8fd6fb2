import { describe, expect, it } from 'vitest';
import { TemplatePageContentInputSchema, type TemplatePage } from '@zen/contracts';
import { toTemplateFormValues, toTemplateRequest } from './templateFormValues.ts';

const page: TemplatePage = {
  id: 'zoho-people--leave',
  templateId: 1,
  moduleId: 'Leave',
  application: 'Zoho People',
  title: 'Zoho People - Leave Module Guide',
  isDraft: false,
  publishedAt: '2024-05-01T09:00:00.000Z',
  createdAt: '2024-05-01T09:00:00.000Z',
  updatedAt: '2024-05-01T09:00:00.000Z',
  content: TemplatePageContentInputSchema.parse({
    explainer: 'Leave',
    adminResources: { contentIds: [12, 7], customContent: '<p>Admin</p>' },
    reports: ['Leave balance'],
    processes: [{ name: 'Approval', workflows: ['Notify manager'], templates: ['Approved'] }],
  }),
};

describe('module template form values', () => {
  it('shows content IDs as typed text and lists of names as rows', () => {
    const values = toTemplateFormValues(page);
    expect(values.ready).toBe(true);
    expect(values.content.adminResources.contentIds).toBe('12, 7');
    expect(values.content.reports).toEqual([{ value: 'Leave balance' }]);
    expect(values.content.processes[0]?.workflows).toEqual([{ value: 'Notify manager' }]);
  });

  it('a module without a page starts empty and as a draft', () => {
    const values = toTemplateFormValues(undefined);
    expect(values.ready).toBe(false);
    expect(values.content.stakeholderHelpGuide.employees).toEqual({ contentIds: '', customContent: '' });
  });

  it('round-trips to the request the server parses back to the same page', () => {
    const request = toTemplateRequest(toTemplateFormValues(page));
    expect(request.isDraft).toBe(false);
    expect(TemplatePageContentInputSchema.parse(request.content)).toEqual(page.content);
  });
});
