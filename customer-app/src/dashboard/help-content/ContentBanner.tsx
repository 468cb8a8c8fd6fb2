import { Box, Typography } from '@mui/material';

/** The heading block at the top of a content list (spec §2: "A banner ... at the top of a page"). */
export function ContentBanner({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box
      sx={(theme) => ({
        borderRadius: 1,
        px: { xs: 2.5, sm: 4 },
        py: { xs: 2.5, sm: 3.5 },
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(120deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 70%, ${theme.palette.secondary.main} 140%)`,
      })}
    >
      <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 0.5, opacity: 0.92 }}>{subtitle}</Typography>
    </Box>
  );
}
