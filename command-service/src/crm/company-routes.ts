import { Router } from 'express';
import type { CrmCompany } from '@zen/contracts';
import { HttpProblem, requireAdmin } from '@zen/platform';
import type { CrmGateway } from './gateway.ts';

/**
 * GET /api/companies (spec §7): the provider's customer companies as the CRM knows them. Only
 * staff may list every customer; a customer's own company is on their profile.
 */
export const companyRoutes = (crm: CrmGateway): Router =>
  // The guide dialog's company select asks under the admin path (spec §7); same answer.
  Router().get(['/api/companies', '/api/admin/crm/companies'], requireAdmin, async (_req, res) => {
    let companies: CrmCompany[];
    try {
      companies = await crm.listCompanies();
    } catch (error) {
      throw new HttpProblem(503, 'CRM unavailable', `Failed to fetch companies: ${(error as Error).message}`);
    }
    res.json([...companies].sort((a, b) => a.name.localeCompare(b.name)));
  });
