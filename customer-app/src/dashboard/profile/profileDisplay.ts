import { normaliseApplicationName, SUPPORT_CONTRACTS, type Profile } from '@zen/contracts';

/**
 * How the profile panel words a profile (spec §2 Profile panel): the empty texts, the
 * application names and which module-access lists apply.
 */
export const EMPTY_TEXT = {
  company: 'Unknown Company',
  applications: 'No applications implemented',
  recruitModules: 'No Recruit modules assigned',
  peopleModules: 'No People modules assigned',
  lastCrmSync: 'Never',
  profileId: 'Not linked',
  personal: 'Not provided',
} as const;

/** The CRM may write 'People' or 'Zoho People': shown by the product's name when it is one. */
export const applicationLabel = (name: string): string => normaliseApplicationName(name) ?? name;

export const usesApplication = (
  profile: Pick<Profile, 'applications'>,
  application: 'Zoho People' | 'Zoho Recruit',
) => profile.applications.some((name) => normaliseApplicationName(name) === application);

type ChipColor = 'success' | 'primary' | 'info' | 'default';
const CONTRACT_COLORS: Record<(typeof SUPPORT_CONTRACTS)[number], ChipColor> = {
  Priority: 'success',
  Value: 'primary',
  Basic: 'info',
  None: 'default',
};

/** Priority, Value, Basic and None have their colour; any other value is shown as the CRM wrote it. */
export const supportContractBadge = (contract: string | null): { label: string; color: ChipColor } => {
  const label = contract?.trim() || 'None';
  const known = SUPPORT_CONTRACTS.find((value) => value.toLowerCase() === label.toLowerCase());
  return known ? { label: known, color: CONTRACT_COLORS[known] } : { label, color: 'default' };
};

const syncFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const lastSyncText = (lastCrmSync: string | null): string => {
  if (!lastCrmSync) return EMPTY_TEXT.lastCrmSync;
  const date = new Date(lastCrmSync);
  return Number.isNaN(date.getTime()) ? lastCrmSync : syncFormat.format(date);
};
