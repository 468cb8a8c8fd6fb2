import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { isPublishedPage, type TemplatePage } from '@zen/contracts';

/**
 * A module of the template tab (spec §2): 'Template configured' with a 'Ready' badge once
 * published (else 'Draft'), or 'No template yet'.
 */
export function ModuleTemplateCard({
  moduleId,
  page,
  onEdit,
}: {
  moduleId: string;
  page: TemplatePage | undefined;
  onEdit: () => void;
}) {
  const ready = page !== undefined && isPublishedPage(page);
  return (
    <Card
      component="article"
      aria-label={moduleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {moduleId}
        </Typography>
        {page ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Template configured
            </Typography>
            <Chip
              size="small"
              label={ready ? 'Ready' : 'Draft'}
              color={ready ? 'success' : 'default'}
              variant={ready ? 'filled' : 'outlined'}
            />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No template yet
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={<EditIcon aria-hidden />}
          onClick={onEdit}
          aria-label={`Edit ${moduleId}`}
        >
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}
