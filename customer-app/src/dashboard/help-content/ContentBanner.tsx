import { Box, Typography } from '@mui/material';
import bannerArt from './banner-art.svg';

/**
 * The heading block at the top of a content list (spec §2: "A banner image shows at the top of a
 * page"): the words, and beside them from tablet width up a picture of what the list holds, a
 * video and an article. The picture says nothing the words do not, so it has no text alternative.
 */
export function ContentBanner({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box
      sx={(theme) => ({
        borderRadius: 1,
        px: { xs: 2.5, sm: 4 },
        py: { xs: 2.5, sm: 3.5 },
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(120deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 70%, ${theme.palette.secondary.main} 140%)`,
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 0.5, opacity: 0.92 }}>{subtitle}</Typography>
      </Box>
      <Box
        component="img"
        src={bannerArt}
        alt=""
        width={160}
        height={80}
        sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0, my: -1 }}
      />
    </Box>
  );
}
