import { Box } from '@mui/material';

/**
 * Guide text as the server stored it: HTML it sanitised before storing (DESIGN §8: no scripts,
 * no event handlers, no javascript: links; every link opens in a new tab), rendered as such.
 */
export function GuideHtml({ html }: { html: string }) {
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 1 },
        '& h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
        '& h2': { fontSize: '1.25rem' },
        '& h3': { fontSize: '1.125rem' },
        '& h4': { fontSize: '1rem' },
        '& ul, & ol': { pl: 3 },
        '& li > p': { my: 0.25 },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        overflowWrap: 'anywhere',
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
