import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { FastifyError } from 'fastify';
import { Refusal } from '../http/refusal.js';
import { apiErrorSchema } from '../http/schemas.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const fieldOf = (issue: ValidationIssue): string => {
  const extra = issue.params?.additionalProperty ?? issue.params?.missingProperty;
  const base = issue.instancePath ?? '';
  return typeof extra === 'string' ? `${base}/${extra}` : base || '/';
};

/**
 * Every error leaves as an `ApiErrorBody` with a catalogue code: a `Refusal` as it says, and anything the
 * client got wrong (schema, unknown field, wrong type, malformed body, wrong media type) as 400
 * `validations_fail`, a body over the limit as 413 `payload_too_large`, a body of a type no parser takes as 415
 * `unsupported_media_type`, never a 500. Registers the `ApiError` schema that routes `$ref`.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.addSchema(apiErrorSchema);
    app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
      if (error instanceof Refusal) {
        const retryAfter = error.status === 429 ? error.details?.retryAfterSeconds : undefined;
        if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
        return reply.code(error.status).send(error.body);
      }
      if (error.validation) {
        return reply.code(400).send({
          error: 'validations_fail',
          error_description: `Invalid ${error.validationContext ?? 'request'}`,
          details: {
            in: error.validationContext ?? 'request',
            fields: (error.validation as ValidationIssue[]).map((issue) => ({
              field: fieldOf(issue),
              rule: issue.keyword === 'additionalProperties' ? 'unknown_field' : (issue.message ?? 'invalid'),
            })),
          },
        });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return reply
          .code(413)
          .send({ error: 'payload_too_large', error_description: 'The request body is too large' });
      }
      if (error.statusCode === 429) {
        // the wait also in the body, where a browser's API client reads it (the form says when to retry)
        const retryAfter = Number(reply.getHeader('retry-after'));
        return reply.code(429).send({
          error: 'too_many_requests',
          error_description: 'Too many requests, try again later',
          ...(Number.isFinite(retryAfter) && retryAfter > 0
            ? { details: { retryAfterSeconds: retryAfter } }
            : {}),
        });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
        return reply.code(415).send({
          error: 'unsupported_media_type',
          error_description: 'The body must be application/json (or a form where the call says so)',
        });
      }
      if (
        error.code?.startsWith('FST_ERR_CTP_') ||
        error.code === 'FST_ERR_VALIDATION' ||
        error.statusCode === 400
      ) {
        return reply.code(400).send({ error: 'validations_fail', error_description: error.message });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .code(error.statusCode)
          .send({ error: 'general_error', error_description: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'general_error', error_description: 'Internal server error' });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        error: 'not_found',
        error_description: `No route ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
  },
  { name: 'errors' },
);

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers or address too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Request timed out'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over 16 KB, a
 * malformed request line) leave in the same `ApiErrorBody` shape and as uncacheable as every other answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, description] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'Malformed request',
  ];
  const body = JSON.stringify({ error: 'validations_fail', error_description: description });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
