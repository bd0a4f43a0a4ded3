import { describe, expect, it } from 'vitest';
import { ApiError, networkError, parseApiError, toApiErrorData } from './errors';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('parseApiError (error catalogue parsing rule)', () => {
  it('a per-status table, when given, decides the code before the body', async () => {
    const error = await parseApiError(json(401, { error: 'invalid_token' }), { 401: 'accessDeniedError' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.httpStatusCode).toBe(401);
    expect(error.errorCode).toBe('accessDeniedError');
  });

  it('a status missing from the table falls through to the body', async () => {
    const error = await parseApiError(json(400, { error: 'validations_fail' }), { 401: 'accessDeniedError' });
    expect(error.errorCode).toBe('validations_fail');
  });

  it("the body's error field gives the code, with error_description as description and details kept", async () => {
    const error = await parseApiError(
      json(403, {
        error: 'account_locked_until',
        error_description: 'locked',
        details: { lockedUntil: '2026-01-01T10:00:00Z' },
      }),
    );
    expect(error.httpStatusCode).toBe(403);
    expect(error.errorCode).toBe('account_locked_until');
    expect(error.description).toBe('locked');
    expect(error.details).toEqual({ lockedUntil: '2026-01-01T10:00:00Z' });
    expect(error.translate).toBe(true);
    expect(error.messageId).toBe('errors.account_locked_until');
  });

  it('reason and errors fields give validation errors', async () => {
    const error = await parseApiError(
      json(422, { reason: 'Bad input', errors: [{ field: 'note', message: 'too long' }] }),
    );
    expect(error.httpStatusCode).toBe(422);
    expect(error.errorCode).toBe('validations_fail');
    expect(error.description).toBe('Bad input');
    expect(error.details).toEqual({ reason: 'Bad input', errors: [{ field: 'note', message: 'too long' }] });
  });

  it('a 503 without a catalogue code is synthesised as service unavailable', async () => {
    const error = await parseApiError(new Response('<html>down</html>', { status: 503 }));
    expect(error.httpStatusCode).toBe(503);
    expect(error.errorCode).toBe('serviceUnavailable');
  });

  it('any other body without a code is a general error with the status kept', async () => {
    const error = await parseApiError(new Response('', { status: 502 }));
    expect(error.httpStatusCode).toBe(502);
    expect(error.errorCode).toBe('generalError');
  });

  it('a network failure gives status 500 and errors.generalError', () => {
    const error = networkError(new TypeError('Failed to fetch'));
    expect(error.httpStatusCode).toBe(500);
    expect(error.messageId).toBe('errors.generalError');
  });
});

describe('toApiErrorData', () => {
  it('keeps an ApiError as plain serializable data', () => {
    const data = toApiErrorData(
      new ApiError({ httpStatusCode: 400, errorCode: 'end_date_error', description: 'x' }),
    );
    expect(data).toEqual({
      httpStatusCode: 400,
      errorCode: 'end_date_error',
      description: 'x',
      translate: true,
    });
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });

  it('turns anything else thrown into generalError', () => {
    expect(toApiErrorData(new Error('boom'))).toEqual({
      httpStatusCode: 500,
      errorCode: 'generalError',
      translate: true,
    });
  });
});
