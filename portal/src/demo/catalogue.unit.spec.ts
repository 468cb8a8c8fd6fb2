import { describe, it, expect } from 'vitest';
import {
  APPLICATIONS,
  CONTENT_TYPES,
  ContentFormSchema,
  LEARNING_JOURNEY_INPUTS,
  LEVELS,
  LEVELS_BY_APPLICATION,
  MODULES_BY_APPLICATION,
} from '@zen/contracts';
import type { ContentFormInput } from '@zen/contracts';
import { demoCatalogue, generateCatalogue } from './catalogue.ts';

const LOOM = /^https:\/\/www\.loom\.com\/share\/[0-9a-f]{32}$/;
const ARTICLE = /^https:\/\/help\.zen-consulting\.example\/articles\/[a-z0-9-]+$/;

const journeyOf = (item: ContentFormInput): string => item.learningJourney ?? 'none';

describe('demoCatalogue', () => {
  const items = demoCatalogue();

  it('has at least 160 items, each valid for the content form', () => {
    expect(items.length).toBeGreaterThanOrEqual(160);
    for (const item of items) {
      const result = ContentFormSchema.safeParse(item);
      expect(result.success, `${item.title}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('covers every application, every module and every audience each application serves', () => {
    for (const application of APPLICATIONS) {
      const ofApp = items.filter((item) => item.application === application);
      for (const module of MODULES_BY_APPLICATION[application]) {
        expect(
          ofApp.some((item) => item.module === module),
          `${application} / ${module}`,
        ).toBe(true);
      }
      for (const level of LEVELS_BY_APPLICATION[application]) {
        expect(
          ofApp.some((item) => item.level === level),
          `${application} / ${level}`,
        ).toBe(true);
      }
      for (const item of ofApp) expect(LEVELS_BY_APPLICATION[application]).toContain(item.level);
    }
    expect(new Set(items.map((item) => item.level))).toEqual(new Set(LEVELS));
  });

  it('covers both types and every learning journey', () => {
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(CONTENT_TYPES));
    expect(new Set(items.map(journeyOf))).toEqual(new Set(LEARNING_JOURNEY_INPUTS));
  });

  it('has unique titles and URLs, Loom links for videos and help-centre links for articles', () => {
    expect(new Set(items.map((item) => item.title)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.url)).size).toBe(items.length);
    for (const item of items) {
      expect(item.url).toMatch(/^https?:\/\//);
      expect(item.url).toMatch(item.type === 'Video' ? LOOM : ARTICLE);
    }
  });

  it('has readable descriptions, 2 to 5 keywords, and mostly present identifiers and content numbers', () => {
    for (const item of items) {
      expect(item.description).toMatch(/^[A-Z].*\.$/);
      expect(item.keywords?.length).toBeGreaterThanOrEqual(2);
      expect(item.keywords?.length).toBeLessThanOrEqual(5);
      if (item.identifier != null) expect(item.identifier).toMatch(/^(GEN|ZP|ZR)-[A-Z]+-\d{2}$/);
      if (item.contentNumber != null) expect(item.contentNumber).toMatch(/^\d{4}$/);
    }
    const identifiers = items.flatMap((item) => (item.identifier == null ? [] : [item.identifier]));
    expect(new Set(identifiers).size).toBe(identifiers.length);
    expect(identifiers.length).toBeLessThan(items.length);
    expect(identifiers.length).toBeGreaterThan(items.length * 0.8);
    const numbered = items.filter((item) => item.contentNumber != null).length;
    expect(numbered).toBeLessThan(items.length);
    expect(numbered).toBeGreaterThan(items.length * 0.8);
  });

  it('is deterministic', () => {
    expect(demoCatalogue()).toEqual(items);
  });
});

describe('generateCatalogue', () => {
  it('generates valid items of the requested count', () => {
    const items = generateCatalogue(1000, 7);
    expect(items).toHaveLength(1000);
    for (const item of items) {
      const result = ContentFormSchema.safeParse(item);
      expect(result.success, `${item.title}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('is deterministic for a seed and differs for another seed', () => {
    expect(generateCatalogue(1000, 7)).toEqual(generateCatalogue(1000, 7));
    expect(generateCatalogue(1000, 8)).not.toEqual(generateCatalogue(1000, 7));
  });

  it('gives 50 000 items unique identifiers and varied text', () => {
    const items = generateCatalogue(50_000);
    expect(items).toHaveLength(50_000);
    expect(new Set(items.map((item) => item.identifier)).size).toBe(50_000);
    expect(items.every((item) => item.identifier != null)).toBe(true);
    expect(new Set(items.map((item) => item.title)).size).toBeGreaterThan(1000);
    // A module's vocabulary should be selective, as in a real library: "leave" is in a few percent.
    const leave = items.filter((item) => item.keywords?.includes('leave')).length;
    expect(leave / items.length).toBeGreaterThan(0.01);
    expect(leave / items.length).toBeLessThan(0.1);
  });
});
