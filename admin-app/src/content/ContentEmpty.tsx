import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { Box, Typography } from '@mui/material';
import { AddContentButton } from './AddContentButton.tsx';

/** Shown when the catalogue itself is empty (a search with no match keeps the list and its filters). */
export const ContentEmpty = () => (
  <Box sx={{ textAlign: 'center', mt: 6, px: 2 }}>
    <VideoLibraryIcon sx={{ fontSize: 72, color: 'text.secondary' }} />
    <Typography component="h2" variant="h5" sx={{ mt: 1 }}>
      No content yet
    </Typography>
    <Typography sx={{ mt: 1, mb: 3 }}>Add the first video or article for your customers.</Typography>
    <AddContentButton variant="contained" />
  </Box>
);
