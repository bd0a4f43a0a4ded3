/** The catalogue answer every refusal leaves as (plugins/errors.ts registers it once). */
export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'a code of the error catalogue' },
    error_description: { type: 'string' },
    details: { type: 'object', additionalProperties: true },
  },
} as const;

export const apiErrorRef = { $ref: 'ApiError#' } as const;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** `response` entries for the refusals a route may give: `response: { 200: x, ...errorResponses(400, 401) }` */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorRef> =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorRef])) as Record<S, typeof apiErrorRef>;

/** A 204 answer. */
export const noContent = { type: 'null', description: 'No Content' } as const;

/** `X-Access-Reason` of a staff call (shared/src/api/subject.ts `encodeAccessReason`; checked by `resolveTargetUser`). */
export const accessReasonHeaderSchema = {
  type: 'string',
  maxLength: 700,
  description:
    "why staff open the user's data: a code (customer_request, billing_question, complaint, technical_fault, other), optionally ';' and percent-encoded text (required with other); required on reads of consumption and billing data",
} as const;

/** Headers of an admin route about one user (`app.resolveTargetUser({ required: true })`). */
export const targetUserHeadersSchema = {
  type: 'object',
  required: ['target-user'],
  properties: {
    'target-user': { type: 'string', maxLength: 64, description: "the target user's sub" },
    'x-access-reason': accessReasonHeaderSchema,
  },
} as const;

export interface TargetUserHeaders {
  'target-user': string;
}
