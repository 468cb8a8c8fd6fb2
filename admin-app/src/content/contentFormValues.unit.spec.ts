import { describe, expect, it } from 'vitest';
import { ContentFormSchema } from '@zen/contracts';
import { toContentFormInput } from './contentFormValues.ts';

// An item as GET /api/content/:id returns it, after react-admin emptied two inputs to null.
const loadedRecord = {
  id: 7,
  title: 'Applying for leave',
  description: null,
  type: 'Video',
  identifier: null,
  contentNumber: '0012',
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: ' https://www.loom.com/share/abc ',
  keywords: ['leave', ' Leave ', 'holiday'],
  learningJourney: null,
  thumbnail: '/thumbnails/zoho-people/employee.svg',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('toContentFormInput', () => {
  it('sends exactly the form shape of docs/api.md', () => {
    expect(toContentFormInput(loadedRecord)).toEqual({
      title: 'Applying for leave',
      description: '',
      type: 'Video',
      identifier: null,
      contentNumber: '0012',
      application: 'Zoho People',
      module: 'Leave',
      level: 'Employee',
      url: 'https://www.loom.com/share/abc',
      keywords: ['leave', 'holiday'],
      learningJourney: 'none',
    });
  });

  it('produces a body the server schema accepts', () => {
    expect(ContentFormSchema.safeParse(toContentFormInput(loadedRecord)).success).toBe(true);
  });

  it('sends blank optional text as null and keeps a chosen journey', () => {
    const body = toContentFormInput({ ...loadedRecord, identifier: '  ', learningJourney: 'Essential' });
    expect(body.identifier).toBeNull();
    expect(body.learningJourney).toBe('Essential');
  });
});
