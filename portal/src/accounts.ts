import { registerAccount, type NewAccount } from '@zen/command-service';
import { createEventStore, type Pool } from '@zen/platform';

/**
 * Creates accounts through the registration command, outside any request: for the demo seed,
 * test set-ups and the benchmark. Pass `awaitReadModels: false` when no projection runs yet.
 */
export const createAccounts = async (
  pool: Pool,
  databaseUrl: string,
  accounts: readonly NewAccount[],
): Promise<string[]> => {
  const eventStore = createEventStore(databaseUrl);
  try {
    const ids: string[] = [];
    for (const account of accounts) ids.push(await registerAccount({ pool, eventStore }, account));
    return ids;
  } finally {
    await eventStore.close();
  }
};

/** A completed profile with just a name, as demo and test accounts have. */
export const namedDetails = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  mobile: null,
  birthday: null,
  jobTitle: null,
});
