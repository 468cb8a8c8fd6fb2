import type { Router } from 'express';
import type { EventStore, Pool } from '@zen/platform';
import type { Notifications } from '@zen/projections';
import { authRoutes } from './auth/routes.ts';
import { contentCommandRoutes } from './content/routes.ts';

export type CommandServiceDeps = {
  pool: Pool;
  eventStore: EventStore;
  adminDomain: string;
  notifications?: Notifications;
  onAppended?: () => void;
  loginLimit?: number;
};

/** Every route that changes state: validate, decide, append (DESIGN §3). */
export const commandRoutes = (deps: CommandServiceDeps): Router[] => [
  authRoutes(deps),
  contentCommandRoutes(deps),
];
