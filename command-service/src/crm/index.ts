import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config, Logger, Pool } from '@zen/platform';
import { createDirectoryGateway } from './directory-gateway.ts';
import type { CrmGateway } from './gateway.ts';
import { createZohoGateway } from './zoho-gateway.ts';

export type { CrmGateway, CrmLookup } from './gateway.ts';
export {
  createDirectoryGateway,
  directoryDomains,
  parseCrmDirectory,
  type CrmDirectoryFile,
} from './directory-gateway.ts';
export { createZohoGateway, CrmUnavailableError, ZOHO_CRM_API_VERSION } from './zoho-gateway.ts';
export { zohoOAuthRoutes, ZOHO_SCOPES } from './zoho-oauth-routes.ts';
export { crmTokenStoreFor, type CrmTokenStore } from './token-store.ts';

/** command-service/src/crm -> the repository root, where relative CRM_DIRECTORY_FILE paths start. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** CRM_DIRECTORY_FILE as an absolute path: relative ones are read from the repository root. */
export const resolveDirectoryFile = (file: string): string => path.resolve(REPO_ROOT, file);

export type CrmGatewayDeps = {
  pool: Pool;
  config: Config;
  logger: Logger;
  /** The session secret in use when SESSION_SECRET is not set (the embedded default generates one). */
  sessionSecret?: string;
};

/** The CRM port's implementation that CRM_MODE names (DESIGN §6). */
export const createCrmGateway = ({ pool, config, logger, sessionSecret }: CrmGatewayDeps): CrmGateway =>
  config.CRM_MODE === 'zoho'
    ? createZohoGateway({ pool, config, logger, sessionSecret })
    : createDirectoryGateway(resolveDirectoryFile(config.CRM_DIRECTORY_FILE), { logger });
