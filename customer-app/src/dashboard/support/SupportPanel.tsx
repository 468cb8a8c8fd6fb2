import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Login from '@mui/icons-material/Login';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Alert, Box, Button, Paper, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { serviceAccessQuery } from '../../profile/profileQueries.ts';
import { openLiveChat } from './liveChat.ts';
import { mailtoLink, supportLinks } from './supportLinks.ts';

export const SUPPORT_MESSAGE = 'Have you tried finding the answer to your question in our Help Content?';
const PRIORITY_REQUIRED = 'Priority Support Package Required';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The support panel behind 'Log Support Ticket' (spec §2): first a nudge towards Help Content,
 * then the four ways to reach support. Instant Chat is for the priority support package only.
 */
export function SupportPanel({ id }: { id: string }) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, mb: { xs: 2, sm: 3 } }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Log Support Ticket
      </Typography>
      {/* A standing hint, not news: MUI's Alert is role="alert", which a screen reader would
          announce over whatever the person was doing each time the panel opens. */}
      <Alert severity="info" role="note" sx={{ mt: 1.5 }}>
        {SUPPORT_MESSAGE}
      </Alert>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Button
          variant="outlined"
          startIcon={<Login aria-hidden />}
          href={supportLinks.helpCentre}
          {...external}
        >
          Help Centre Sign In
        </Button>
        <Button
          variant="outlined"
          startIcon={<EmailOutlined aria-hidden />}
          href={mailtoLink(supportLinks.email)}
        >
          Email Support
        </Button>
        <Button
          variant="outlined"
          startIcon={<WhatsApp aria-hidden />}
          href={supportLinks.whatsApp}
          {...external}
        >
          WhatsApp Support
        </Button>
        <InstantChatButton />
      </Box>
    </Paper>
  );
}

function InstantChatButton() {
  const access = useQuery(serviceAccessQuery);

  if (access.data?.instantChatSupport) {
    const widgetUrl = access.data.liveChatWidgetUrl;
    return widgetUrl ? (
      <LiveChatButton widgetUrl={widgetUrl} />
    ) : (
      // A deployment without a widget sends the customer to the provider's chat page.
      <Button
        variant="contained"
        startIcon={<ChatOutlined aria-hidden />}
        href={supportLinks.instantChat}
        {...external}
      >
        Instant Chat
      </Button>
    );
  }
  // Unavailable, not disabled: a disabled button is skipped by Tab and gets no pointer events,
  // so the reason (spec: the tooltip 'Priority Support Package Required') could only be found
  // with a mouse, on a wrapper. This one is reached by Tab, shows the tooltip on focus and
  // hover (describeChild: the reason is its description), and does nothing when pressed.
  const reason = access.isError
    ? 'Failed to fetch service access'
    : access.isPending
      ? 'Checking your support package…'
      : PRIORITY_REQUIRED;
  return (
    <Tooltip title={reason} describeChild>
      <Button
        variant="outlined"
        aria-disabled
        startIcon={<ChatOutlined aria-hidden />}
        sx={{
          color: 'text.secondary',
          borderColor: 'divider',
          cursor: 'not-allowed',
          '&:hover': { borderColor: 'divider', backgroundColor: 'transparent' },
        }}
      >
        Instant Chat (Priority)
      </Button>
    </Tooltip>
  );
}

/** Instant Chat with the deployment's live-chat widget: opens its chat window in the page. */
function LiveChatButton({ widgetUrl }: { widgetUrl: string }) {
  const open = useMutation({ mutationFn: () => openLiveChat(widgetUrl) });
  const problemId = useId();
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ChatOutlined aria-hidden />}
        // aria-disabled, not disabled, while it opens: a disabled button would drop the focus.
        aria-disabled={open.isPending || undefined}
        aria-describedby={open.isError ? problemId : undefined}
        onClick={() => {
          if (!open.isPending) open.mutate();
        }}
      >
        {open.isPending ? 'Opening Chat…' : 'Instant Chat'}
      </Button>
      {/* A row of its own under the four buttons, however many columns they stand in. */}
      {open.isError && (
        <Alert severity="error" id={problemId} sx={{ gridColumn: '1 / -1' }}>
          The chat could not be opened. Check your connection and try again, or use Email Support.
        </Alert>
      )}
    </>
  );
}
