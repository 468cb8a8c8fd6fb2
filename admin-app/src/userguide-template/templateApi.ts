import type {
  BaselineTemplate,
  DefaultModulesResponse,
  TemplatePage,
  TemplatePageCreateRequest,
  TemplatePagePatchRequest,
} from '@zen/contracts';
import { editAsRead, guideRequest, jsonBody } from '../userguides/guideHttp.ts';

export const TEMPLATE_RESOURCE = 'userguide-template';

/** The baseline template's query key: refetched after every change to it. */
export const TEMPLATE_KEY = ['userguide-template', 'baseline'] as const;

/** The User Guide Template tab's calls (docs/api.md, "Baseline template"). */
export const templateMethods = {
  getBaselineTemplate: async () => ({
    data: (await guideRequest('/api/admin/template/baseline')).json as BaselineTemplate,
  }),

  createTemplatePage: async (request: TemplatePageCreateRequest) => ({
    data: (await guideRequest('/api/admin/template/page', jsonBody('POST', request))).json as TemplatePage,
  }),

  /** `readAt`: the page's updatedAt as the dialog opened it. */
  updateTemplatePage: async (id: string, patch: TemplatePagePatchRequest, readAt: string) => ({
    data: (
      await guideRequest(`/api/admin/template/page/${encodeURIComponent(id)}`, editAsRead(patch, readAt))
    ).json as TemplatePage,
  }),

  /** 'Create Default Modules': a draft for every module lacking one. */
  createDefaultModules: async () => ({
    data: (await guideRequest('/api/admin/template/baseline/default-modules', jsonBody('POST')))
      .json as DefaultModulesResponse,
  }),
};
