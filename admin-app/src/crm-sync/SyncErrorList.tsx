import { Typography } from '@mui/material';
import { errorsToList } from './syncWording.ts';

/** A run's errors: the first five, then how many more (spec §8). */
export const SyncErrorList = ({ errors }: { errors: readonly string[] }) => {
  const { listed, more } = errorsToList(errors);
  return (
    <>
      <Typography component="ul" variant="body2" sx={{ my: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
        {listed.map((error, index) => (
          // Two runs' errors may repeat a sentence, so the position keeps each one distinct.
          <li key={index}>{error}</li>
        ))}
      </Typography>
      {more && <Typography variant="body2">{more}</Typography>}
    </>
  );
};
