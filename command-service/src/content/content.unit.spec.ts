import { DeciderSpecification } from '@event-driven-io/emmett';
import {
  URL_INVALID,
  URL_REQUIRED,
  type ContentEvent,
  type ContentFields,
  type ContentPatch,
  type FieldError,
} from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import {
  ContentAlreadyExists,
  ContentIsDeleted,
  ContentNotDeleted,
  ContentNotFound,
  ContentRuleViolation,
  decide,
  evolve,
  initialState,
  type ContentCommand,
} from './content.ts';

const ID = 42;
const BY = 'admin@provider.example';
const CREATED_AT = '2024-03-01T09:00:00.000Z';
const UPDATED_AT = '2024-03-02T10:30:00.000Z';
const DELETED_AT = '2024-03-03T11:45:00.000Z';
const RESTORED_AT = '2024-03-04T08:15:00.000Z';

const emmett = DeciderSpecification.for({ decide, evolve, initialState });

/**
 * Emmett's given-when-then, except `then`: Emmett matches expected events as subsets (extra
 * fields and longer arrays pass, and a null field fails its assertion), so outcomes are compared
 * exactly here. `thenThrows` and `thenNothingHappened` are Emmett's own.
 */
const given = (history: ContentEvent[]) => ({
  when: (command: ContentCommand) => ({
    ...emmett(history).when(command),
    then: (expected: ContentEvent[]) =>
      expect(decide(command, history.reduce(evolve, initialState()))).toStrictEqual(expected),
  }),
});

/** A content form as an admin submits it. */
const form = {
  title: 'Applying for leave',
  description: 'How an employee requests time off',
  type: 'Video',
  identifier: 'ZP-LEAVE-01',
  contentNumber: '0012',
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: 'https://videos.example.com/leave',
  keywords: ['leave', 'holiday'],
  learningJourney: 'Essential',
};

/** The same item as events carry it. */
const fields: ContentFields = {
  title: 'Applying for leave',
  description: 'How an employee requests time off',
  type: 'Video',
  identifier: 'ZP-LEAVE-01',
  contentNumber: '0012',
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: 'https://videos.example.com/leave',
  keywords: ['leave', 'holiday'],
  learningJourney: 'Essential',
  thumbnail: '/thumbnails/zoho-people/employee.svg',
};

const create = (submitted: unknown): ContentCommand => ({
  type: 'CreateContent',
  data: { contentId: ID, by: BY, at: CREATED_AT, form: submitted },
});
const replace = (submitted: unknown): ContentCommand => ({
  type: 'ReplaceContent',
  data: { contentId: ID, by: BY, at: UPDATED_AT, form: submitted },
});
const patch = (changes: ContentPatch): ContentCommand => ({
  type: 'PatchContent',
  data: { contentId: ID, by: BY, at: UPDATED_AT, patch: changes },
});
const remove: ContentCommand = { type: 'DeleteContent', data: { contentId: ID, by: BY, at: DELETED_AT } };

const created = (stored: ContentFields = fields): ContentEvent => ({
  type: 'ContentCreated',
  data: { contentId: ID, ...stored, createdBy: BY, createdAt: CREATED_AT },
});
const updated = (stored: ContentFields): ContentEvent => ({
  type: 'ContentUpdated',
  data: { contentId: ID, ...stored, updatedBy: BY, updatedAt: UPDATED_AT },
});
const deleted: ContentEvent = {
  type: 'ContentDeleted',
  data: { contentId: ID, deletedBy: BY, deletedAt: DELETED_AT },
};

/** The refusal names exactly these fields with these messages. */
const violation =
  (...expected: FieldError[]) =>
  (error: ContentRuleViolation): boolean => {
    expect(error.errors).toStrictEqual(expected);
    return true;
  };

/** Creating `submitted` stores these fields (everything else as in `fields`). */
const createStores = (submitted: Record<string, unknown>, stored: Partial<ContentFields>) =>
  given([])
    .when(create({ ...form, ...submitted }))
    .then([created({ ...fields, ...stored })]);

const createRefuses = (submitted: Record<string, unknown>, ...errors: FieldError[]) =>
  given([])
    .when(create({ ...form, ...submitted }))
    .thenThrows(ContentRuleViolation, violation(...errors));

describe('content decider: CreateContent', () => {
  it('records ContentCreated with the normalised fields, the id, who and when', () => {
    given([])
      .when(
        create({
          ...form,
          title: '  Applying for leave ',
          description: ' How an employee requests time off  ',
          identifier: '  ZP-LEAVE-01 ',
          contentNumber: '12',
          url: '  https://videos.example.com/leave ',
          keywords: [' leave ', '', 'holiday', 'Leave'],
        }),
      )
      .then([created()]);
  });

  it('stores an omitted description, identifier, content number, keywords and journey as empty', () => {
    const {
      description: _d,
      identifier: _i,
      contentNumber: _c,
      keywords: _k,
      learningJourney: _j,
      ...required
    } = form;
    given([])
      .when(create(required))
      .then([
        created({
          ...fields,
          description: '',
          identifier: null,
          contentNumber: null,
          keywords: [],
          learningJourney: null,
        }),
      ]);
  });

  it('refuses a create on a stream that already holds the item', () => {
    given([created()]).when(create(form)).thenThrows(ContentAlreadyExists);
  });

  it('refuses to re-create an item after it was deleted', () => {
    given([created(), deleted]).when(create(form)).thenThrows(ContentAlreadyExists);
  });
});

describe('content rule: url', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('is required (%s)', (_case, url) => {
    createRefuses({ url }, { field: 'url', message: URL_REQUIRED });
  });

  it.each([
    'ftp://files.example.com/leave.mp4',
    'javascript:alert(1)',
    'www.example.com/leave',
    'mailto:help@example.com',
    'https//example.com',
    'http://',
    'https://exa mple.com',
  ])('must be an http(s) address: %s is refused', (url) => {
    createRefuses({ url }, { field: 'url', message: URL_INVALID });
  });

  it.each(['http://example.com/a', 'https://example.com/a?b=c#d', 'HTTP://X.COM', 'Https://Example.com'])(
    'accepts %s whatever the scheme letter case',
    (url) => {
      createStores({ url }, { url });
    },
  );

  it('is stored trimmed', () => {
    createStores({ url: '\thttps://example.com/x  ' }, { url: 'https://example.com/x' });
  });

  it('refuses one longer than 2000 characters', () => {
    const url = `https://example.com/${'a'.repeat(2000)}`;
    given([])
      .when(create({ ...form, url }))
      .thenThrows(ContentRuleViolation, (error) => error.errors.some((e) => e.field === 'url'));
  });
});

describe('content rule: content number', () => {
  it.each([
    ['7', '0007'],
    ['12', '0012'],
    ['0012', '0012'],
    ['123456', '1234'],
    ['12345', '1234'],
    [' 42 ', '0042'],
  ])('%j is stored as exactly four characters: %j', (contentNumber, stored) => {
    createStores({ contentNumber }, { contentNumber: stored });
  });

  it.each([[''], ['   '], [null], [undefined]])('is optional: %j is stored as null', (contentNumber) => {
    createStores({ contentNumber }, { contentNumber: null });
  });
});

describe('content rule: identifier', () => {
  it('is stored trimmed', () => {
    createStores({ identifier: '  ZP-7 ' }, { identifier: 'ZP-7' });
  });

  it.each([[''], ['  '], [null], [undefined]])('is optional: %j is stored as null', (identifier) => {
    createStores({ identifier }, { identifier: null });
  });
});

describe('content rule: keywords', () => {
  it('are trimmed, blanks dropped, and a repeat in any letter case dropped in favour of the first', () => {
    createStores(
      { keywords: ['  Leave ', 'holiday', ' ', '', 'LEAVE', 'Holiday ', 'time off'] },
      { keywords: ['Leave', 'holiday', 'time off'] },
    );
  });

  it('default to an empty list', () => {
    createStores({ keywords: undefined }, { keywords: [] });
  });
});

describe('content rule: type', () => {
  it.each(['Video', 'Article'])('accepts %s', (type) => {
    createStores({ type }, { type: type as ContentFields['type'] });
  });

  it.each(['Podcast', 'video', 'article', ''])('refuses %j', (type) => {
    createRefuses({ type }, { field: 'type', message: 'Type must be Video or Article' });
  });
});

describe('content rule: application, module and level', () => {
  it('accepts each application with one of its own modules', () => {
    createStores(
      { application: 'General', module: 'Accounts' },
      {
        application: 'General',
        module: 'Accounts',
        thumbnail: '/thumbnails/general/employee.svg',
      },
    );
    createStores(
      { application: 'Zoho Recruit', module: 'Setup Configuration', level: 'Recruiter' },
      {
        application: 'Zoho Recruit',
        module: 'Setup Configuration',
        level: 'Recruiter',
        thumbnail: '/thumbnails/zoho-recruit/recruiter.svg',
      },
    );
  });

  it.each(['Zoho CRM', 'zoho people', 'People', ''])('refuses application %j', (application) => {
    createRefuses(
      { application },
      { field: 'application', message: 'Application must be General, Zoho People or Zoho Recruit' },
    );
  });

  it('refuses a module of another application, naming the module field', () => {
    createRefuses(
      { application: 'Zoho Recruit', module: 'Leave', level: 'Recruiter' },
      { field: 'module', message: 'Leave is not a Zoho Recruit module' },
    );
    createRefuses(
      { application: 'Zoho People', module: 'Interviews' },
      { field: 'module', message: 'Interviews is not a Zoho People module' },
    );
    createRefuses(
      { application: 'General', module: 'Leave' },
      { field: 'module', message: 'Leave is not a General module' },
    );
  });

  it('refuses a module that is in no application, and a missing one', () => {
    createRefuses({ module: 'Payroll' }, { field: 'module', message: 'Payroll is not a Zoho People module' });
    createRefuses({ module: '  ' }, { field: 'module', message: 'Module is required' });
  });

  it.each([
    ['Manager', '/thumbnails/zoho-people/manager.svg'],
    ['Setup Configuration', '/thumbnails/zoho-people/setup-configuration.svg'],
    ['Explainer', '/thumbnails/zoho-people/explainer.svg'],
  ])('accepts level %s', (level, thumbnail) => {
    createStores({ level }, { level: level as ContentFields['level'], thumbnail });
  });

  it('refuses a level the application does not serve (spec §6 roles per application)', () => {
    createRefuses(
      { level: 'Hiring Manager' },
      { field: 'level', message: 'Hiring Manager is not a Zoho People level' },
    );
    createRefuses(
      { application: 'Zoho Recruit', module: 'Jobs', level: 'Employee' },
      { field: 'level', message: 'Employee is not a Zoho Recruit level' },
    );
    createStores(
      { application: 'General', module: 'Accounts', level: 'User Setup' },
      {
        application: 'General',
        module: 'Accounts',
        level: 'User Setup',
        thumbnail: '/thumbnails/general/user-setup.svg',
      },
    );
  });

  it.each(['Guest', 'employee', ''])('refuses level %j', (level) => {
    createRefuses({ level }, { field: 'level', message: 'Level must be one of the eight audiences' });
  });
});

describe('content rule: thumbnail', () => {
  it.each([
    ['Zoho People', 'Leave', 'Employee', '/thumbnails/zoho-people/employee.svg'],
    ['Zoho People', 'Leave', 'Setup Configuration', '/thumbnails/zoho-people/setup-configuration.svg'],
    ['Zoho Recruit', 'Jobs', 'Hiring Manager', '/thumbnails/zoho-recruit/hiring-manager.svg'],
    ['General', 'Accounts', 'User Setup', '/thumbnails/general/user-setup.svg'],
  ])('is derived from %s and %s (lower-cased): %s', (application, module, level, thumbnail) => {
    createStores(
      { application, module, level },
      {
        application: application as ContentFields['application'],
        module,
        level: level as ContentFields['level'],
        thumbnail,
      },
    );
  });

  it('cannot be chosen by the form', () => {
    createStores({ thumbnail: '/evil.svg' }, { thumbnail: '/thumbnails/zoho-people/employee.svg' });
  });
});

describe('content rule: learning journey', () => {
  it.each(['Essential', 'Operational', 'Bonus', 'Customer Specific'])('accepts %s', (learningJourney) => {
    createStores(
      { learningJourney },
      { learningJourney: learningJourney as ContentFields['learningJourney'] },
    );
  });

  it.each([['none'], [null], [undefined]])('stores %j as null', (learningJourney) => {
    createStores({ learningJourney }, { learningJourney: null });
  });

  it.each(['Advanced', 'essential', 'None', ''])('refuses %j', (learningJourney) => {
    given([])
      .when(create({ ...form, learningJourney }))
      .thenThrows(ContentRuleViolation, (error) => {
        expect(error.errors.map((e) => e.field)).toStrictEqual(['learningJourney']);
        return true;
      });
  });
});

describe('content rule: errors name each bad field', () => {
  it('reports every bad field of one form at once', () => {
    createRefuses(
      { title: ' ', type: 'Podcast', application: 'Zoho CRM', level: 'Guest', url: 'ftp://x' },
      { field: 'title', message: 'Title is required' },
      { field: 'type', message: 'Type must be Video or Article' },
      { field: 'application', message: 'Application must be General, Zoho People or Zoho Recruit' },
      { field: 'level', message: 'Level must be one of the eight audiences' },
      { field: 'url', message: URL_INVALID },
    );
  });

  it('describes the fields in the error message too', () => {
    given([])
      .when(create({ ...form, url: 'www.x.com' }))
      .thenThrows(ContentRuleViolation, (error) => error.message === `url: ${URL_INVALID}`);
  });

  it('refuses a form that is not an object', () => {
    given([]).when(create(null)).thenThrows(ContentRuleViolation);
    given([]).when(create('title=x')).thenThrows(ContentRuleViolation);
  });
});

describe('content decider: ReplaceContent', () => {
  it('records ContentUpdated with the whole new, normalised item', () => {
    given([created()])
      .when(
        replace({
          ...form,
          title: 'Requesting leave ',
          type: 'Article',
          contentNumber: '9',
          identifier: '',
          keywords: ['Leave', 'leave', ' absence '],
          learningJourney: 'none',
          level: 'Manager',
        }),
      )
      .then([
        updated({
          ...fields,
          title: 'Requesting leave',
          type: 'Article',
          contentNumber: '0009',
          identifier: null,
          keywords: ['Leave', 'absence'],
          learningJourney: null,
          level: 'Manager',
          thumbnail: '/thumbnails/zoho-people/manager.svg',
        }),
      ]);
  });

  it('replaces rather than merges: a field left out of the form is cleared', () => {
    const { identifier: _i, keywords: _k, ...rest } = form;
    given([created()])
      .when(replace(rest))
      .then([updated({ ...fields, identifier: null, keywords: [] })]);
  });

  it('builds on the latest update', () => {
    const renamed = { ...fields, title: 'Renamed' };
    given([created(), updated(renamed)])
      .when(replace({ ...form, title: 'Renamed', url: 'https://example.com/new' }))
      .then([updated({ ...renamed, url: 'https://example.com/new' })]);
  });

  it('re-validates the item', () => {
    given([created()])
      .when(replace({ ...form, application: 'Zoho Recruit', level: 'Recruiter' }))
      .thenThrows(
        ContentRuleViolation,
        violation({ field: 'module', message: 'Leave is not a Zoho Recruit module' }),
      );
    given([created()])
      .when(replace({ ...form, url: '' }))
      .thenThrows(ContentRuleViolation, violation({ field: 'url', message: URL_REQUIRED }));
  });

  it('records nothing when the saved form changes nothing', () => {
    given([created()]).when(replace(form)).thenNothingHappened();
  });

  it('records nothing when the form differs only before normalisation', () => {
    given([created()])
      .when(
        replace({
          ...form,
          title: ` ${form.title} `,
          contentNumber: '12',
          keywords: ['leave', 'Leave', ' holiday', ''],
          thumbnail: '/ignored.svg',
        }),
      )
      .thenNothingHappened();
  });

  it('records nothing for an unchanged form whatever the key order of the stored event', () => {
    const reordered = Object.fromEntries(Object.entries(created().data).reverse()) as Extract<
      ContentEvent,
      { type: 'ContentCreated' }
    >['data'];
    given([{ type: 'ContentCreated', data: reordered }])
      .when(replace(form))
      .thenNothingHappened();
  });

  it('records the change when only keyword order changes', () => {
    given([created()])
      .when(replace({ ...form, keywords: ['holiday', 'leave'] }))
      .then([updated({ ...fields, keywords: ['holiday', 'leave'] })]);
  });

  it('refuses a missing item before looking at the form', () => {
    given([]).when(replace(form)).thenThrows(ContentNotFound);
    given([]).when(replace({})).thenThrows(ContentNotFound);
  });

  it('refuses a deleted item', () => {
    given([created(), deleted]).when(replace(form)).thenThrows(ContentNotFound);
  });
});

describe('content decider: PatchContent', () => {
  it('changes only the fields sent and keeps the rest', () => {
    given([created()])
      .when(patch({ title: 'Booking time off' }))
      .then([updated({ ...fields, title: 'Booking time off' })]);
  });

  it('normalises the patched fields', () => {
    given([created()])
      .when(
        patch({
          contentNumber: '123456',
          identifier: '  ',
          keywords: ['A', 'a', ' b '],
          learningJourney: 'none',
        }),
      )
      .then([
        updated({
          ...fields,
          contentNumber: '1234',
          identifier: null,
          keywords: ['A', 'b'],
          learningJourney: null,
        }),
      ]);
  });

  it('re-derives the thumbnail when the application or level changes', () => {
    given([created()])
      .when(patch({ application: 'Zoho Recruit', module: 'Jobs', level: 'Hiring Manager' }))
      .then([
        updated({
          ...fields,
          application: 'Zoho Recruit',
          module: 'Jobs',
          level: 'Hiring Manager',
          thumbnail: '/thumbnails/zoho-recruit/hiring-manager.svg',
        }),
      ]);
  });

  it('keeps a stored null learning journey and content number valid', () => {
    const plain = { ...fields, learningJourney: null, contentNumber: null, identifier: null };
    given([created(plain)])
      .when(patch({ description: 'New words' }))
      .then([updated({ ...plain, description: 'New words' })]);
  });

  it('refuses a patch that leaves the module outside the application', () => {
    given([created()])
      .when(patch({ application: 'Zoho Recruit' }))
      .thenThrows(
        ContentRuleViolation,
        violation(
          { field: 'module', message: 'Leave is not a Zoho Recruit module' },
          { field: 'level', message: 'Employee is not a Zoho Recruit level' },
        ),
      );
  });

  it('refuses a patch breaking another rule, naming the field', () => {
    given([created()])
      .when(patch({ url: 'javascript:alert(1)' }))
      .thenThrows(ContentRuleViolation, violation({ field: 'url', message: URL_INVALID }));
    given([created()])
      .when(patch({ type: 'Podcast' }))
      .thenThrows(
        ContentRuleViolation,
        violation({ field: 'type', message: 'Type must be Video or Article' }),
      );
    given([created()])
      .when(patch({ title: '' }))
      .thenThrows(ContentRuleViolation, violation({ field: 'title', message: 'Title is required' }));
  });

  it('records nothing for an empty patch or one repeating the stored values', () => {
    given([created()]).when(patch({})).thenNothingHappened();
    given([created()])
      .when(patch({ title: fields.title, contentNumber: '12', keywords: ['leave', 'holiday'] }))
      .thenNothingHappened();
  });

  it('applies to the latest state', () => {
    const renamed = { ...fields, title: 'Renamed' };
    given([created(), updated(renamed)])
      .when(patch({ level: 'Admin' }))
      .then([updated({ ...renamed, level: 'Admin', thumbnail: '/thumbnails/zoho-people/admin.svg' })]);
  });

  it('refuses a missing or deleted item', () => {
    given([])
      .when(patch({ title: 'x' }))
      .thenThrows(ContentNotFound);
    given([created(), deleted])
      .when(patch({ title: 'x' }))
      .thenThrows(ContentNotFound);
  });
});

describe('content decider: DeleteContent', () => {
  it('records ContentDeleted with who and when', () => {
    given([created()]).when(remove).then([deleted]);
    given([created(), updated({ ...fields, title: 'Renamed' })])
      .when(remove)
      .then([deleted]);
  });

  it('refuses a missing item', () => {
    given([]).when(remove).thenThrows(ContentNotFound);
  });

  it('refuses an item already deleted', () => {
    given([created(), deleted]).when(remove).thenThrows(ContentNotFound);
  });
});

describe('content decider: RestoreContent', () => {
  const restore: ContentCommand = {
    type: 'RestoreContent',
    data: { contentId: ID, by: 'staff-2', at: RESTORED_AT },
  };
  const restored = (stored: ContentFields): ContentEvent => ({
    type: 'ContentRestored',
    data: { contentId: ID, ...stored, restoredBy: 'staff-2', restoredAt: RESTORED_AT },
  });

  it('brings a deleted item back with the fields it had when deleted', () => {
    const renamed = { ...fields, title: 'Renamed before deletion' };
    given([created(), updated(renamed), deleted])
      .when(restore)
      .then([restored(renamed)]);
  });

  it('restores an item deleted, restored and deleted again', () => {
    given([created(), deleted, restored(fields), deleted])
      .when(restore)
      .then([restored(fields)]);
  });

  it('refuses an item that is not deleted, or missing', () => {
    given([created()]).when(restore).thenThrows(ContentNotDeleted);
    given([created(), deleted, restored(fields)])
      .when(restore)
      .thenThrows(ContentNotDeleted);
    given([]).when(restore).thenThrows(ContentNotFound);
  });

  it('lets a restored item be edited and deleted again', () => {
    given([created(), deleted, restored(fields)])
      .when(remove)
      .then([deleted]);
  });
});

describe('content decider: RestoreContentVersion', () => {
  const restoreVersion = (old: ContentFields): ContentCommand => ({
    type: 'RestoreContentVersion',
    data: { contentId: ID, by: BY, at: UPDATED_AT, fields: old },
  });
  const renamed = { ...fields, title: 'Renamed', keywords: ['renamed'] };

  it('records an ordinary update carrying the earlier fields', () => {
    given([created(), updated(renamed)])
      .when(restoreVersion(fields))
      .then([updated(fields)]);
  });

  it('records nothing when the version is the current one', () => {
    given([created(), updated(renamed)])
      .when(restoreVersion(renamed))
      .thenNothingHappened();
  });

  it('refuses a deleted or missing item', () => {
    given([created(), updated(renamed), deleted])
      .when(restoreVersion(fields))
      .thenThrows(ContentIsDeleted);
    given([]).when(restoreVersion(fields)).thenThrows(ContentNotFound);
  });

  it('applies today’s rules to the old fields', () => {
    given([created(), updated(renamed)])
      .when(restoreVersion({ ...fields, module: 'Interviews' }))
      .thenThrows(
        ContentRuleViolation,
        violation({ field: 'module', message: 'Interviews is not a Zoho People module' }),
      );
  });
});
