/**
 * Which player a content URL needs (spec §2 Video modal, DESIGN §6): Loom (the catalogue's
 * provider), YouTube and Vimeo in a sandboxed frame, and plain video files in an HTML5 <video>.
 * Ids are checked against each provider's alphabet, so nothing else reaches the frame's address.
 */
export type EmbedProvider = 'loom' | 'youtube' | 'vimeo';

export type PlayerSource =
  { kind: 'embed'; provider: EmbedProvider; src: string; origin: string } | { kind: 'file'; src: string };

/** Player messages are accepted only from these origins (spec §5). */
export const PROVIDER_ORIGINS: Record<EmbedProvider, string> = {
  loom: 'https://www.loom.com',
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

export const VIDEO_FILE_EXTENSIONS = ['.mp4', '.webm', '.ogg', '.ogv'] as const;

const LOOM_ID = /^[a-f0-9]{32}$/i;
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[a-f0-9]{6,20}$/i;

const parse = (url: string): URL | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
};

const hostIs = (url: URL, ...hosts: string[]) => hosts.includes(url.hostname.replace(/^www\./, ''));
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

/** The embed hides owner, share and title and never starts by itself (spec §2). */
const loomEmbed = (id: string) =>
  `${PROVIDER_ORIGINS.loom}/embed/${id}?hide_owner=true&hide_share=true&hide_title=true&hideEmbedTopBar=true&autoplay=0`;

/** enablejsapi and origin let the player post its progress to this page. */
const youtubeEmbed = (id: string, pageOrigin: string) =>
  `${PROVIDER_ORIGINS.youtube}/embed/${id}?enablejsapi=1&autoplay=0&rel=0&modestbranding=1&origin=${encodeURIComponent(pageOrigin)}`;

const vimeoEmbed = (id: string, hash: string | null) =>
  `${PROVIDER_ORIGINS.vimeo}/video/${id}?${hash ? `h=${hash}&` : ''}autoplay=0&title=0&byline=0&portrait=0&dnt=1`;

const loomId = (url: URL): string | null => {
  if (!hostIs(url, 'loom.com')) return null;
  const [kind, id] = segments(url);
  return (kind === 'share' || kind === 'embed') && id && LOOM_ID.test(id) ? id : null;
};

const youtubeId = (url: URL): string | null => {
  let id: string | null | undefined = null;
  if (hostIs(url, 'youtu.be')) id = segments(url)[0];
  else if (hostIs(url, 'youtube.com', 'm.youtube.com', 'youtube-nocookie.com')) {
    const [kind, value] = segments(url);
    id = kind === 'watch' ? url.searchParams.get('v') : kind === 'embed' || kind === 'shorts' ? value : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
};

const vimeoIds = (url: URL): { id: string; hash: string | null } | null => {
  const parts = segments(url);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (hostIs(url, 'player.vimeo.com') && parts[0] === 'video') id = parts[1];
  else if (hostIs(url, 'vimeo.com')) {
    id = parts[0];
    hash ??= parts[1] ?? null;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
};

const isVideoFile = (url: URL) =>
  VIDEO_FILE_EXTENSIONS.some((extension) => url.pathname.toLowerCase().endsWith(extension));

/** The player for `url`, or null when it cannot be played here ('Video URL not available'). */
export const resolvePlayer = (url: string | null | undefined, pageOrigin: string): PlayerSource | null => {
  const parsed = url ? parse(url.trim()) : null;
  if (!parsed) return null;

  const loom = loomId(parsed);
  if (loom) return { kind: 'embed', provider: 'loom', src: loomEmbed(loom), origin: PROVIDER_ORIGINS.loom };
  const youtube = youtubeId(parsed);
  if (youtube) {
    return {
      kind: 'embed',
      provider: 'youtube',
      src: youtubeEmbed(youtube, pageOrigin),
      origin: PROVIDER_ORIGINS.youtube,
    };
  }
  const vimeo = vimeoIds(parsed);
  if (vimeo) {
    return {
      kind: 'embed',
      provider: 'vimeo',
      src: vimeoEmbed(vimeo.id, vimeo.hash),
      origin: PROVIDER_ORIGINS.vimeo,
    };
  }
  return isVideoFile(parsed) ? { kind: 'file', src: parsed.href } : null;
};
