import { Box } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { readPlayerMessage, subscriptionMessages, type PlayerEvent } from './playerMessages.ts';
import type { PlayerSource } from './videoSources.ts';

type Embed = Extract<PlayerSource, { kind: 'embed' }>;

/**
 * A provider's player in a sandboxed frame (spec §2). Its progress arrives by postMessage and is
 * accepted only from the provider's origin and from this very frame (spec §5): any other page
 * or frame could otherwise claim a completion.
 */
export function EmbeddedPlayer({
  embed,
  title,
  onEvent,
}: {
  embed: Embed;
  title: string;
  onEvent: (event: PlayerEvent) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);

  const subscribe = useCallback(() => {
    const target = frame.current?.contentWindow;
    for (const message of subscriptionMessages(embed.provider)) target?.postMessage(message, embed.origin);
  }, [embed]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== embed.origin || event.source !== frame.current?.contentWindow) return;
      const message = readPlayerMessage(event.data);
      if (!message) return;
      // A player that announces itself may have missed the subscription sent at load.
      if (message.kind === 'ready') subscribe();
      else onEvent(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [embed.origin, onEvent, subscribe]);

  return (
    <Box
      component="iframe"
      ref={frame}
      title={`Video player: ${title}`}
      src={embed.src}
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      // `allow` grants fullscreen; the older allowFullScreen beside it only earns a console warning.
      allow="fullscreen; picture-in-picture; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={subscribe}
      sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
    />
  );
}
