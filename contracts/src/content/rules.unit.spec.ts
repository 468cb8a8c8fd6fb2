import { describe, expect, it } from 'vitest';
import { APPLICATIONS, LEVELS } from '../enumerations.ts';
import {
  companySlug,
  isHttpUrl,
  normaliseContentNumber,
  normaliseIdentifier,
  normaliseKeywords,
  thumbnailPath,
} from './rules.ts';

describe('normaliseContentNumber', () => {
  it.each([
    ['7', '0007'],
    ['42', '0042'],
    ['123', '0123'],
    ['0012', '0012'],
    ['12345', '1234'],
    ['123456', '1234'],
    // Characters, not UTF-16 units: never half an emoji.
    ['123😀', '123😀'],
    ['12😀😀', '12😀😀'],
    ['😀', '000😀'],
  ])('makes %j exactly four characters: %j', (raw, expected) => {
    expect(normaliseContentNumber(raw)).toBe(expected);
  });

  it('trims before padding or cutting', () => {
    expect(normaliseContentNumber('  7 ')).toBe('0007');
    expect(normaliseContentNumber(' 123456\t')).toBe('1234');
  });

  it.each([[''], ['   '], ['\t\n'], [null], [undefined]])('treats %j as no content number', (raw) => {
    expect(normaliseContentNumber(raw)).toBeNull();
  });
});

describe('normaliseIdentifier', () => {
  it('trims the identifier and keeps inner spaces', () => {
    expect(normaliseIdentifier('  ZP 01 ')).toBe('ZP 01');
    expect(normaliseIdentifier('ZR-7')).toBe('ZR-7');
  });

  it.each([[''], ['  '], ['\t\n'], [null], [undefined]])('treats %j as no identifier', (raw) => {
    expect(normaliseIdentifier(raw)).toBeNull();
  });
});

describe('normaliseKeywords', () => {
  it('trims keywords and drops blanks', () => {
    expect(normaliseKeywords(['  leave ', '', '   ', 'holiday'])).toStrictEqual(['leave', 'holiday']);
  });

  it('drops a repeat in any letter case, keeping the first spelling and the order', () => {
    expect(normaliseKeywords(['Leave', 'holiday', 'LEAVE', ' leave', 'Holiday', 'time off'])).toStrictEqual([
      'Leave',
      'holiday',
      'time off',
    ]);
  });

  it('compares keywords after trimming', () => {
    expect(normaliseKeywords(['leave', 'leave  '])).toStrictEqual(['leave']);
  });

  it('gives an empty list for no keywords', () => {
    expect(normaliseKeywords(null)).toStrictEqual([]);
    expect(normaliseKeywords(undefined)).toStrictEqual([]);
    expect(normaliseKeywords([])).toStrictEqual([]);
  });

  it('leaves the given list untouched', () => {
    const raw = [' a ', 'A'];
    normaliseKeywords(raw);
    expect(raw).toStrictEqual([' a ', 'A']);
  });
});

describe('thumbnailPath', () => {
  it.each([
    ['Zoho People', 'Employee', '/thumbnails/zoho-people/employee.svg'],
    ['Zoho Recruit', 'Hiring Manager', '/thumbnails/zoho-recruit/hiring-manager.svg'],
    ['General', 'Setup Configuration', '/thumbnails/general/setup-configuration.svg'],
    ['General', 'Admin', '/thumbnails/general/admin.svg'],
  ] as const)('builds the image of %s / %s from their lower-cased names', (application, level, expected) => {
    expect(thumbnailPath(application, level)).toBe(expected);
  });

  it('gives every application and level its own URL-safe image path', () => {
    const paths = APPLICATIONS.flatMap((application) =>
      LEVELS.map((level) => thumbnailPath(application, level)),
    );
    for (const path of paths) expect(path).toMatch(/^\/thumbnails\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/);
    expect(new Set(paths).size).toBe(APPLICATIONS.length * LEVELS.length);
  });
});

describe('companySlug', () => {
  it.each([
    ['Acme Corp.', 'acme-corp'],
    ['Acme', 'acme'],
    ['ACME Holdings Ltd', 'acme-holdings-ltd'],
    ['Smith & Sons (UK)', 'smith-sons-uk'],
    ['  Zen   Partners  ', 'zen-partners'],
    ['3M', '3m'],
    ['A.B.C', 'a-b-c'],
  ])(
    'makes %j the slug %j: lower case, non-alphanumerics as single dashes, none at the ends',
    (name, slug) => {
      expect(companySlug(name)).toBe(slug);
    },
  );

  it.each([[null], [undefined], [''], ['   '], ['&!.']])(
    'is default without a usable company name (%j)',
    (name) => {
      expect(companySlug(name)).toBe('default');
    },
  );

  it('is always URL-safe', () => {
    for (const name of ['Café Léon', 'Ünïcode GmbH', 'a/b?c#d', '../etc/passwd', 'x%20y']) {
      expect(companySlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('isHttpUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?query=1#part',
    'HTTP://X.COM',
    'Https://Example.com',
    'https://localhost:8080/video',
  ])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    '',
    'www.example.com',
    'example.com/video',
    'ftp://files.example.com/a.mp4',
    'javascript:alert(1)',
    'JavaScript://%0Aalert(1)',
    'data:text/html,<p>x</p>',
    'mailto:help@example.com',
    'file:///etc/passwd',
    'http:/example.com',
    'https//example.com',
    '//example.com',
    'http://',
    'https://exa mple.com',
  ])('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});
