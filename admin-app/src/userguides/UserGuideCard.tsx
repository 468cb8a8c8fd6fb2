import EditIcon from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import type { UserGuideSummary } from '@zen/contracts';
import { publicGuidePath, USER_GUIDES_RESOURCE } from './guidesApi.ts';
import { GuideStatusChip } from './GuideStatusChip.tsx';
import { formatDate } from '../layout/dates.ts';

/**
 * A guide in the User Guides grid (spec §2): title, company, Active/Inactive, description, how many
 * modules, when it was created, Edit, and View (the company's page, in a new tab).
 */
export function UserGuideCard({ guide }: { guide: UserGuideSummary }) {
  const createPath = useCreatePath();
  return (
    <Card
      component="article"
      aria-label={guide.title}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          {/* Straight under the page's h1: an h3 here skipped a level (axe 'heading-order'). */}
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {guide.title}
          </Typography>
          <GuideStatusChip isActive={guide.isActive} />
        </Stack>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {guide.companyName}
        </Typography>
        {guide.description && <Typography variant="body2">{guide.description}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {guide.moduleCount} {guide.moduleCount === 1 ? 'module' : 'modules'} · {guide.publishedModuleCount}{' '}
          published
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Created {formatDate(guide.createdAt)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          component={Link}
          to={createPath({ resource: USER_GUIDES_RESOURCE, type: 'edit', id: guide.id })}
          startIcon={<EditIcon aria-hidden />}
          aria-label={`Edit ${guide.title}`}
        >
          Edit
        </Button>
        <Button
          size="small"
          href={publicGuidePath(guide.companySlug)}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNew aria-hidden />}
          aria-label={`View ${guide.title} (opens in a new tab)`}
        >
          View
        </Button>
      </CardActions>
    </Card>
  );
}
