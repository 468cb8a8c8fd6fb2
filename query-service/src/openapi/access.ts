import type { oas31 } from 'zod-openapi';

/** Who may call an operation, as the document declares it and the authorisation matrix tests it. */
export type Access = 'public' | 'signed-in' | 'admin';
export const ACCESS_EXTENSION = 'x-access';
export const SESSION_SCHEME = 'session';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** getApiAdminUsersById for GET /api/admin/users/{id}: stable, readable, unique per path and method. */
export const operationIdOf = (method: string, path: string): string =>
  method +
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const words = (parameter ? `by-${parameter[1]}` : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
    })
    .join('');

/**
 * An operation's access follows from the refusals it documents: 403 'Not an admin' means staff
 * only, 401 means any signed-in user, neither means anyone, unless the operation declares its
 * `x-access` itself. Declared once per operation as `x-access` and as its OpenAPI `security`, so
 * client generators and the authorisation test read the same answer the server gives.
 */
const accessOf = (operation: oas31.OperationObject): Access => {
  // Declared outright where the refusals mislead (sign-in's 401 is a wrong password).
  const declared = (operation as Record<string, unknown>)[ACCESS_EXTENSION];
  if (declared === 'public' || declared === 'signed-in' || declared === 'admin') return declared;
  const responses = operation.responses ?? {};
  if ('403' in responses && /admin/i.test(JSON.stringify(responses['403']))) return 'admin';
  return '401' in responses ? 'signed-in' : 'public';
};

/**
 * Completes the generated document as a contract: the session cookie as its security scheme,
 * a server, and for every operation an operationId, its security and its access.
 */
export const declareAccess = (document: oas31.OpenAPIObject): oas31.OpenAPIObject => {
  document.servers = [{ url: '/', description: 'The portal itself (same origin as the apps)' }];
  document.components = {
    ...document.components,
    securitySchemes: {
      ...document.components?.securitySchemes,
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: 'zen.sid',
        description: 'The session cookie set by POST /api/auth/login (HttpOnly, SameSite=Lax).',
      },
    },
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, oas31.OperationObject | undefined>)[method];
      if (!operation) continue;
      const access = accessOf(operation);
      operation.operationId ??= operationIdOf(method, path);
      operation.security = access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }];
      (operation as Record<string, unknown>)[ACCESS_EXTENSION] = access;
    }
  }
  return document;
};
