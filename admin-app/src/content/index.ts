import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { ResourceProps } from 'react-admin';
import type { ContentItem } from '@zen/contracts';
import { ContentCreate } from './ContentCreate.tsx';
import { ContentEdit } from './ContentEdit.tsx';
import { ContentList } from './ContentList.tsx';

/** The `content` resource: help videos and articles (spec §2 Content Management). */
export default {
  icon: VideoLibraryIcon,
  list: ContentList,
  create: ContentCreate,
  edit: ContentEdit,
  recordRepresentation: (record: ContentItem) => record.title,
} satisfies Omit<ResourceProps, 'name'>;
