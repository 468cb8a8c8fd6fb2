import { Chip, type SxProps, type Theme } from '@mui/material';
import { BRAND, type AdminUserRow } from '@zen/contracts';

// White text on the brand's orange or green is below 4.5:1 at a chip's size: dark text on a tint.
const PRIORITY: SxProps<Theme> = { bgcolor: '#fff0e6', color: '#9a3412', borderColor: '#f4b183' };
const VALUE: SxProps<Theme> = { bgcolor: '#e7f0fa', color: BRAND.primaryDark, borderColor: '#9cbfe3' };
const ACTIVE: SxProps<Theme> = { bgcolor: '#e6f4ea', color: '#1e6b30', borderColor: '#9fd3ad' };

/** Priority and Value stand out; Basic, None and anything else the CRM says are plain. */
const CONTRACT_STYLES: Record<string, SxProps<Theme>> = { Priority: PRIORITY, Value: VALUE };

export const SupportContractBadge = ({ contract }: { contract: AdminUserRow['supportContract'] }) => (
  <Chip
    size="small"
    variant="outlined"
    sx={CONTRACT_STYLES[contract ?? 'None']}
    label={`Support: ${contract ?? 'None'}`}
  />
);

export const ActiveBadge = ({ isActive }: { isActive: boolean }) => (
  <Chip
    size="small"
    variant="outlined"
    sx={isActive ? ACTIVE : undefined}
    label={isActive ? 'Active' : 'Inactive'}
  />
);
