import LinkIcon from '@mui/icons-material/Link';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify } from '../../notifications/notificationsContext.ts';
import { copyContentLink, COPY_MESSAGES } from './copyLink.ts';

/** Copies an item's link and says how it was copied (spec §8 "Copy link"). */
export function CopyLinkButton({ title, url }: { title: string; url: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      const copiedAs = await copyContentLink(title, url);
      notify({ title: 'Link copied!', description: COPY_MESSAGES[copiedAs], variant: 'success' });
    } catch (error) {
      console.error('Copy link failed', error);
      notify({
        title: 'Copy failed',
        description: 'Your browser did not allow copying to the clipboard.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Tooltip title="Copy link">
      <IconButton
        aria-label={`Copy link: ${title}`}
        onClick={() => void copy()}
        sx={{ color: 'text.secondary' }}
      >
        <LinkIcon aria-hidden />
      </IconButton>
    </Tooltip>
  );
}
