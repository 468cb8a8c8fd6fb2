import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { GUIDE_MODULES } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { TEMPLATE_KEY } from '../userguide-template/templateApi.ts';
import { moduleKey } from './ModuleChecklist.tsx';

/**
 * The modules the baseline template has no page for yet (as `moduleKey`s): a guide's page for
 * one of them starts empty, which the module checklists say. None while the template loads.
 */
export const useModulesWithoutTemplate = (): ReadonlySet<string> => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const template = useQuery({
    queryKey: TEMPLATE_KEY,
    queryFn: async () => (await dataProvider.getBaselineTemplate()).data,
  });
  if (!template.data) return new Set();
  const templatePages = new Set(template.data.pages?.map((page) => page.id) ?? []);
  return new Set(GUIDE_MODULES.map(moduleKey).filter((key) => !templatePages.has(key)));
};
