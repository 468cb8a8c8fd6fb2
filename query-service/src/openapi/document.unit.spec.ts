import { createConfig, lintFromString } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
import { ACCESS_EXTENSION, operationIdOf } from './access.ts';
import { openApiDocument } from './document.ts';

/**
 * /api/openapi.json is a contract for analytics consumers and client generators: it must pass
 * Redocly's recommended rules (the engine behind `redocly lint`), and say for every operation who
 * may call it, which the authorisation matrix then checks against the running server.
 */
it("passes Redocly's recommended rules with no errors", async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(openApiDocument()),
    absoluteRef: 'openapi.json',
    config,
  });
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
  expect(errors).toEqual([]);
});

it('gives every operation a unique operationId, its security and its access', () => {
  const document = openApiDocument();
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      expect(operation.operationId, `${method} ${path}`).toBeTypeOf('string');
      ids.add(operation.operationId as string);
      const access = operation[ACCESS_EXTENSION];
      expect(['public', 'signed-in', 'admin'], `${method} ${path}`).toContain(access);
      expect(operation.security).toEqual(access === 'public' ? [] : [{ session: [] }]);
    }
  }
  const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item as object));
  expect(ids.size).toBe(operations.length);
  expect(document.components?.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
});

it('names operations after their method and path', () => {
  expect(operationIdOf('get', '/api/admin/users/{id}')).toBe('getApiAdminUsersById');
  expect(operationIdOf('delete', '/api/favorites/{sessionId}/{contentId}')).toBe(
    'deleteApiFavoritesBySessionIdByContentId',
  );
});
