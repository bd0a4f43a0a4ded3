import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses, targetUserHeadersSchema } from '../../http/schemas.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import {
  contractsResponseSchema,
  forecastQuerySchema,
  forecastResponseSchema,
  invoiceDetailResponseSchema,
  invoiceNumberParamsSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  languageQuerySchema,
  latestInvoiceQuerySchema,
  latestInvoiceResponseSchema,
  type LatestInvoiceQuerystring,
  pdfRefusals,
  pdfResponseSchema,
  type ForecastQuerystring,
  type InvoiceNumberParams,
  type InvoicesQuerystring,
  type LanguageQuerystring,
} from './schemas.js';
import {
  invoiceDetail,
  invoiceDocument,
  invoiceForecast,
  latestInvoice,
  listContracts,
  listInvoices,
  type BillingScope,
} from './service.js';
import { invoicePdf } from './pdf.js';
import { languageOf } from './texts.js';
import { utilityIban } from './utility.js';

const TAGS = ['connector'];

/**
 * Billing (issue 10, docs/billing.md): `/connector/v1/invoices...` and `/connector/v1/contracts` read the
 * caller's own customers; `/connector/v1/admin/...` the same for the `Target-User` of the instance. Both
 * need the token's client scope (invoices or contracts).
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const customer = { onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])] };
  const admin = {
    onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
    preHandler: app.resolveTargetUser({ required: true, reason: 'required', audit: 'billing.read' }),
  };

  const scopeOf = (request: FastifyRequest): BillingScope => ({
    instance: request.principal.instance,
    userId: request.targetUser?.userId ?? request.principal.userId,
    scopes: request.principal.scopes,
  });
  const language = (request: FastifyRequest<{ Querystring: { language?: string } }>) =>
    languageOf(request.query.language, request.headers['accept-language']);

  /** a customer route and its admin twin with the same handler */
  const both = (
    path: string,
    summary: string,
    schema: Record<string, unknown>,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    app.get(path, { ...customer, schema: { tags: TAGS, summary, ...schema } }, handler);
    app.get(
      path.replace('/v1/', '/v1/admin/'),
      {
        ...admin,
        schema: {
          tags: TAGS,
          summary: `${summary}, for staff of the same instance (header Target-User: the user's sub)`,
          headers: targetUserHeadersSchema,
          ...schema,
        },
      },
      handler,
    );
  };

  both(
    '/v1/invoices',
    "The user's invoices posted in a range of months",
    {
      querystring: invoicesQuerySchema,
      response: { 200: invoicesResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request) =>
      listInvoices(app.db, scopeOf(request), request.query as InvoicesQuerystring, app.clock.now()),
  );

  both(
    '/v1/invoices/latest',
    "The user's latest invoice (the dashboard widget), of one usage place when customerNumber and locationCode name it, with the user's other places that have unpaid invoices",
    {
      querystring: latestInvoiceQuerySchema,
      response: { 200: latestInvoiceResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request) => latestInvoice(app.db, scopeOf(request), request.query as LatestInvoiceQuerystring),
  );

  both(
    '/v1/invoices/forecast',
    "An estimate of the current month's invoice of a usage place from its metered usage so far",
    {
      querystring: forecastQuerySchema,
      response: { 200: forecastResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request) => {
      const query = request.query as ForecastQuerystring;
      return invoiceForecast(
        app.db,
        scopeOf(request),
        query.locationCode,
        languageOf(query.language, request.headers['accept-language']),
        app.clock.now(),
      );
    },
  );

  both(
    '/v1/invoices/:invoiceNumber',
    "One of the user's invoices with the lines it bills",
    {
      params: invoiceNumberParamsSchema,
      querystring: languageQuerySchema,
      response: { 200: invoiceDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request) =>
      invoiceDetail(
        app.db,
        scopeOf(request),
        (request.params as InvoiceNumberParams).invoiceNumber,
        language(request as FastifyRequest<{ Querystring: LanguageQuerystring }>),
      ),
  );

  both(
    '/v1/invoices/:invoiceNumber/pdf',
    "One of the user's invoices as a PDF document (Finnish, Swedish or English by language or Accept-Language)",
    {
      params: invoiceNumberParamsSchema,
      querystring: languageQuerySchema,
      response: { 200: pdfResponseSchema, ...pdfRefusals },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const lang = language(request as FastifyRequest<{ Querystring: LanguageQuerystring }>);
      const document = await invoiceDocument(
        app.db,
        scope,
        (request.params as InvoiceNumberParams).invoiceNumber,
        lang,
      );
      const instance = app.instances.get(scope.instance);
      const pdf = await invoicePdf({
        invoice: document.invoice,
        lines: document.lines,
        customerName: document.customerName,
        utility: {
          name: instance?.displayName ?? scope.instance,
          primaryColor: instance?.theme.primaryColor ?? '#0f6cbd',
          iban: utilityIban(scope.instance),
        },
        language: lang,
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${scope.instance}-invoice-${document.invoice.invoiceNumber}.pdf"`,
        )
        .send(pdf);
    },
  );

  both(
    '/v1/contracts',
    "The user's contracts (grid, sales, distribution) in the raw form with the fields the page shows",
    { response: { 200: contractsResponseSchema, ...errorResponses(401, 403, 404) } },
    async (request) => listContracts(app.db, scopeOf(request)),
  );
}
