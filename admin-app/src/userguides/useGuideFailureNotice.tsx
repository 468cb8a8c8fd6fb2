import { useNotify } from 'react-admin';
import { Notice } from '../layout/Notice.tsx';
import { failureMessage } from './guideHttp.ts';

/** A guide or template command's failure as an 'Error' notice: the server's words, or `fallback`. */
export const useGuideFailureNotice = () => {
  const notify = useNotify();
  return (error: unknown, fallback: string) =>
    notify(
      <Notice severity="error" title="Error">
        {failureMessage(error, fallback)}
      </Notice>,
    );
};
