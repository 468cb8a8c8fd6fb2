import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { TemplateEditorPage } from './TemplateEditorPage.tsx';

/** The User Guide Template tab (spec §2): the baseline template's module pages. */
export default {
  icon: ArticleIcon,
  list: TemplateEditorPage,
  options: { label: 'User Guide Template' },
} satisfies Omit<ResourceProps, 'name'>;
