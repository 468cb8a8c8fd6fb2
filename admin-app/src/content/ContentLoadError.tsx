import { ListLoadError } from '../layout/ListLoadError.tsx';

export const ContentLoadError = () => <ListLoadError title="Error Loading Content" />;
