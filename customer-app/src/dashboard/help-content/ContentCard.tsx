import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ContentItem } from '@zen/contracts';
import { useId } from 'react';
import { CompletionState } from '../../learner/CompletionStateIcon.tsx';
import { FavouriteToggle } from '../../learner/FavouriteToggle.tsx';
import { OpenContentLink } from '../../learner/OpenContentLink.tsx';
import { useLearnerStatus } from '../../learner/useLearnerStatus.ts';
import { AdminContentActions } from './AdminContentActions.tsx';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { HighlightedText } from './highlight/HighlightedText.tsx';

/**
 * One content item (spec §2 "Content list"): type icon, title that opens the item (a video in the
 * modal, an article in a new tab), favourite toggle, copy-link button, description, badges for
 * application, module and audience, and where the learner stands with it (spec §4). Admins also
 * see the catalogue details, with Edit and Delete. In search results, the words the search matched are highlighted in
 * the title and description (`highlight`: the answer's matchedTerms).
 */
export function ContentCard({
  item,
  showAdminDetails,
  highlight,
}: {
  item: ContentItem;
  showAdminDetails: boolean;
  highlight?: readonly string[];
}) {
  const titleId = useId();
  const isVideo = item.type === 'Video';
  const status = useLearnerStatus();

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar
            variant="rounded"
            role="img"
            aria-label={item.type}
            sx={{ bgcolor: isVideo ? 'secondary.main' : 'primary.main', width: 40, height: 40 }}
          >
            {isVideo ? <OndemandVideo aria-hidden /> : <ArticleOutlined aria-hidden />}
          </Avatar>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, lineHeight: 1.35, minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere' }}
          >
            <OpenContentLink item={item} source="Browse">
              <HighlightedText text={item.title} terms={highlight} />
            </OpenContentLink>
          </Typography>
          <Box sx={{ display: 'flex', flexShrink: 0, mt: -0.75, mr: -1 }}>
            {/* Without the learner's ids the star could only guess: it waits for them. */}
            {status.ready && (
              <FavouriteToggle
                contentId={item.id}
                title={item.title}
                favourite={status.isFavourite(item.id)}
              />
            )}
            <CopyLinkButton title={item.title} url={item.url} />
          </Box>
        </Stack>

        {item.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            <HighlightedText text={item.description} terms={highlight} />
          </Typography>
        )}

        <Box
          component="ul"
          aria-label="Badges"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 'auto' }}
        >
          <Chip component="li" size="small" color="primary" variant="outlined" label={item.application} />
          <Chip component="li" size="small" variant="outlined" label={item.module} />
          <Chip component="li" size="small" label={item.level} />
        </Box>

        {status.ready && <CompletionState state={status.stateOf(item.id)} type={item.type} />}

        {showAdminDetails && <AdminDetails item={item} />}
        {showAdminDetails && <AdminContentActions item={item} />}
      </CardContent>
    </Card>
  );
}

function AdminDetails({ item }: { item: ContentItem }) {
  const details: [string, string][] = [
    ['ID', String(item.id)],
    ['Identifier', item.identifier ?? '—'],
    ['Content No.', item.contentNumber ?? '—'],
    ['Learning Journey', item.learningJourney ?? 'None'],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        rowGap: 0.25,
        m: 0,
        pt: 1,
        borderTop: 1,
        borderColor: 'divider',
        typography: 'caption',
      }}
    >
      {details.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
