import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Box, Paper, Typography } from '@mui/material';
import type { Badge } from '@zen/contracts';

const earnedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The badges the learner has earned (issue 8), awarded by the server's badge check after a view. */
export function BadgesEarned({ badges }: { badges: readonly Badge[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="badges-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="badges-title" variant="h6" component="h3">
        Badges Earned
      </Typography>
      {badges.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No badges yet. Complete your first video or article to earn one.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1.5,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {badges.map((badge) => (
            <Box
              component="li"
              key={badge.badgeType}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <EmojiEvents aria-hidden sx={{ color: 'warning.dark', mt: 0.25 }} />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{badge.badgeName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {badge.description}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Earned {earnedOn(badge.earnedAt)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
