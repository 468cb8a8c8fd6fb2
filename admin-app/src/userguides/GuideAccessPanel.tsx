import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { EmailSchema, type UserGuideDetail } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { useGuideCommand } from './useGuideCommand.tsx';

/**
 * Who besides the company's own people may read the guide (spec §3 user_guide_access): granted
 * and revoked by e-mail.
 */
export function GuideAccessPanel({ guide }: { guide: UserGuideDetail }) {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const grant = useGuideCommand(
    guide.id,
    (address: string) => dataProvider.grantGuideAccess(guide.id, address),
    (address) => `Access granted to ${address.trim()}`,
  );
  const revoke = useGuideCommand(
    guide.id,
    (address: string) => dataProvider.revokeGuideAccess(guide.id, address),
    (address) => `Access revoked for ${address}`,
  );
  const granted = guide.access.filter((entry) => entry.hasAccess);
  // E-mail addresses are compared as the server keeps them: trimmed and in lower case.
  const typed = email.trim().toLowerCase();
  const alreadyGranted = typed !== '' && granted.some((entry) => entry.email.toLowerCase() === typed);
  return (
    <Card component="section" aria-labelledby="guide-access-heading">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="guide-access-heading" variant="h6" component="h2">
          Access
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Everyone at {guide.companyName} can read this guide while it is active. Grant access to someone else
          by e-mail.
        </Typography>
        {granted.length > 0 && (
          <List aria-label="People granted access" dense disablePadding>
            {granted.map((entry) => (
              <ListItem
                key={entry.email}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    color="error"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(entry.email)}
                  >
                    Revoke
                  </Button>
                }
              >
                <ListItemText primary={entry.email} secondary={entry.companyName ?? 'Company unknown'} />
              </ListItem>
            ))}
          </List>
        )}
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The server's own rule and words, at the field, like the console's other forms (the
            // browser's bubble would say something else and leave the field unmarked).
            const address = EmailSchema.safeParse(email);
            if (!address.success)
              return setInvalid(address.error.issues[0]?.message ?? 'Not an e-mail address');
            grant.mutate(email, { onSuccess: () => setEmail('') });
          }}
        >
          <TextField
            label="E-mail"
            type="email"
            size="small"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(null);
            }}
            required
            error={alreadyGranted || invalid !== null}
            helperText={alreadyGranted ? `${email.trim()} already has access.` : invalid}
            sx={{ flex: '1 1 16rem' }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={grant.isPending || email.trim() === '' || alreadyGranted}
          >
            Grant Access
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
