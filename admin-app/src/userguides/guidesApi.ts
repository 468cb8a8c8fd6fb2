import type {
  CreateGuideRequest,
  GuideModuleChoice,
  CrmCompany,
  GuideDetailsPatchRequest,
  GuidePageContentInput,
  UserGuideDetail,
  UserGuideSummary,
} from '@zen/contracts';
import { editAsRead, guideRequest, jsonBody } from './guideHttp.ts';

export const USER_GUIDES_RESOURCE = 'userguides';

/** TanStack Query keys of the User Guides tab: everything under `all` is refetched after a command. */
export const guideKeys = {
  all: ['userguides'] as const,
  list: (q: string, page: number) => ['userguides', 'list', q, page] as const,
  detail: (id: string) => ['userguides', 'detail', id] as const,
  ofCompany: (slug: string) => ['userguides', 'of-company', slug] as const,
  companies: ['crm', 'companies'] as const,
};

export const GUIDES_PER_PAGE = 24;

const base = (id: string) => `/api/admin/userguide/${encodeURIComponent(id)}`;
const page = (id: string, pageId: string) => `${base(id)}/pages/${encodeURIComponent(pageId)}`;
const detail = async (url: string, options?: Parameters<typeof guideRequest>[1]) => ({
  data: (await guideRequest(url, options)).json as UserGuideDetail,
});

/** The public page of a guide, as its company's people open it (and View opens it). */
export const publicGuidePath = (slug: string) => `/userguide/${encodeURIComponent(slug)}`;

/**
 * The User Guides tab's calls (docs/api.md, "Company user guides") as custom data provider
 * methods: called through useDataProvider, a 401 or 403 signs the admin out as any call does.
 */
export const guideMethods = {
  getUserGuides: async ({ q, page: pageNumber }: { q: string; page: number }) => {
    const start = (pageNumber - 1) * GUIDES_PER_PAGE;
    const query = new URLSearchParams({
      sort: JSON.stringify(['createdAt', 'DESC']),
      range: JSON.stringify([start, start + GUIDES_PER_PAGE - 1]),
      filter: JSON.stringify(q ? { q } : {}),
    });
    const { json, headers } = await guideRequest(`/api/admin/userguide/list?${query}`);
    const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? 0);
    return { data: json as UserGuideSummary[], total };
  },

  // The plural path: the singular one of a company named "List" or "Templates" is another call's.
  getUserGuide: (id: string) => detail(`/api/admin/userguides/${encodeURIComponent(id)}`),

  /** The company's guide, or null: a list of at most one, so a company without one is no 404. */
  findCompanyGuide: async (slug: string) => {
    const query = new URLSearchParams({ range: '[0,0]', filter: JSON.stringify({ companySlug: slug }) });
    const { json } = await guideRequest(`/api/admin/userguide/list?${query}`);
    return { data: (json as UserGuideSummary[])[0] ?? null };
  },

  getCrmCompanies: async () => ({
    data: (await guideRequest('/api/admin/crm/companies')).json as CrmCompany[],
  }),

  createUserGuide: (request: CreateGuideRequest) =>
    detail('/api/admin/userguide/from-template', jsonBody('POST', request)),

  addGuideModules: (id: string, modules: GuideModuleChoice[]) =>
    detail(`${base(id)}/modules`, jsonBody('POST', { modules })),

  /** `readAt`: the guide's updatedAt as the dialog opened it. */
  editUserGuide: (id: string, change: GuideDetailsPatchRequest, readAt: string) =>
    detail(base(id), editAsRead(change, readAt)),

  /** `readAt`: the page's updatedAt as the dialog opened it. */
  editGuidePage: (id: string, pageId: string, content: GuidePageContentInput, readAt: string) =>
    detail(page(id, pageId), editAsRead({ content }, readAt)),

  removeGuidePage: (id: string, pageId: string) => detail(page(id, pageId), jsonBody('DELETE')),

  setGuidePagePublished: (id: string, pageId: string, published: boolean) =>
    detail(`${page(id, pageId)}/${published ? 'publish' : 'unpublish'}`, jsonBody('POST')),

  setUserGuideActive: (id: string, active: boolean) =>
    detail(`${base(id)}/${active ? 'activate' : 'deactivate'}`, jsonBody('POST')),

  grantGuideAccess: (id: string, email: string) => detail(`${base(id)}/access`, jsonBody('POST', { email })),

  revokeGuideAccess: (id: string, email: string) =>
    detail(`${base(id)}/access/${encodeURIComponent(email)}`, jsonBody('DELETE')),
};
