import type { FastifyInstance } from 'fastify';
import { CAPABILITIES } from '@portal/instances';
import type { ContractSearch, ContractSortField } from '@portal/shared/api/admin';
import { filledContractSearchFields } from '@portal/shared/api/contractSearchRules';
import { auditActorOf, recordAudit } from '../../audit/audit.js';
import type { PageQuerystring } from '../../http/paging.js';
import { errorResponses } from '../../http/schemas.js';
import { contractPageSchema, contractSearchBodySchema, contractSearchQuerySchema } from './schemas.js';
import { contractFilterOf, searchContracts } from './service.js';

/**
 * Contract search (spec admin-and-calls sections 2, 5, 7): `POST /connector/v1/admin/contracts`, the
 * contracts of the caller's instance matching the search, a page at a time. Staff of the admin section
 * only, about no one user (no Target-User); every search is on the audit trail with the fields it used.
 */
export async function contractSearchRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ContractSearch; Querystring: PageQuerystring<ContractSortField> }>(
    '/v1/admin/contracts',
    {
      onRequest: [app.authenticate, app.requireRoles(CAPABILITIES.adminSection)],
      schema: {
        tags: ['connector'],
        summary:
          'Contracts of the instance by usage place number or GSRN, customer number, name, address or identification number, paged',
        querystring: contractSearchQuerySchema,
        body: contractSearchBodySchema,
        response: { 200: contractPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const search = request.body;
      const now = app.clock.now();
      const filter = contractFilterOf(request.principal.instance, search, now);
      const fields = filledContractSearchFields(search);
      // the fields, not their values: the trail must not become a copy of what staff typed about people
      await recordAudit(app.db, {
        ...auditActorOf(request),
        at: now,
        action: 'contracts.search',
        target: fields.length > 0 ? fields.join(',') : null,
        details: { fields, activeContracts: search.activeContracts !== false },
      });
      return searchContracts(app.db, filter, request.query);
    },
  );
}
