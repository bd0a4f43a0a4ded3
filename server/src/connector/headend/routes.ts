import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPABILITIES, can } from '@portal/instances';
import { disconnectionCheck } from '@portal/shared/api/disconnection';
import type {
  DisconnectionCheck,
  MeterAction,
  MeterActionRequest,
  MeterCheck,
  MeterEvent,
  RegisterListRequest,
} from '@portal/shared/api/locationManagement';
import { helsinkiDay } from '@portal/shared/calendar';
import { auditActorOf, recordAudit, type AuditEvent } from '../../audit/audit.js';
import { Refusal } from '../../http/refusal.js';
import { errorResponses } from '../../http/schemas.js';
import { accessReasonOf, reasonHeadersSchema } from '../locationManagement/routes.js';
import {
  commandParamsSchema,
  disconnectionCheckSchema,
  meterActionBodySchema,
  meterActionHeadersSchema,
  meterCheckSchema,
  meterCommandSchema,
  meterEventsSchema,
  meterParamsSchema,
  registerListBodySchema,
  registerListSchema,
} from '../locationManagement/schemas.js';
import { createCommand, findCommand, isSwitch, replayOf, requestHashOf, runCommand } from './commands.js';
import { actorNameOf, disconnectionFactsOf, findMeter, type MeterRecord } from './repository.js';
import { createSimulator } from './simulator.js';

const TAGS = ['connector'];

/** the audit action of each command */
const AUDIT_ACTION: Record<MeterAction, string> = {
  READ_METER_STATUS: 'meter.read',
  READ_METER_ELECTRICITY_REGISTERS: 'meter.read',
  READ_METER_ELECTRICITY_VOLTAGES: 'meter.read',
  SET_METER_STATUS_DISCONNECT: 'meter.disconnect',
  SET_METER_STATUS_RECONNECT: 'meter.reconnect',
  SET_METER_LOCAL_RECONNECT_ALLOWED: 'meter.local_allowed',
  SET_METER_LOCAL_RECONNECT_DISABLED: 'meter.local_disabled',
};

/**
 * Remote meter control (spec admin-and-calls sections 2, 6, 7; docs/location-management.md): the meter
 * calls of `/connector/v1/riot/meter/...` through the head-end adapter. Reads need the location management
 * right; switches also the meter control right and the instance's meterControl flag. A meter of another
 * instance is as unknown as one that does not exist. Every call is on the audit trail, refusals included.
 */
export async function meterControlRoutes(app: FastifyInstance): Promise<void> {
  const headend = createSimulator(app.db, app.clock, app.config.headend);
  const onRequest = [app.authenticate, app.requireRoles(CAPABILITIES.locationManagement)];

  const mayControl = (request: FastifyRequest): boolean =>
    can(request.principal.roles, 'meterControl') &&
    app.instances.get(request.principal.instance)?.flags.meterControl === true;

  /**
   * Runs `fn` with the call's audit row written whatever comes of it: the outcome, or the refusal's code.
   * The reason is the body's switch reason, else the X-Access-Reason header.
   */
  const audited = async <T>(
    request: FastifyRequest,
    event: Pick<AuditEvent, 'action' | 'target' | 'reason'> & { details?: Record<string, unknown> },
    fn: (meterOf: (meterNumber: string) => Promise<MeterRecord>) => Promise<T>,
  ): Promise<T> => {
    let meter: MeterRecord | null = null;
    let outcome = 'ok';
    const meterOf = async (meterNumber: string) => {
      meter = await findMeter(app.db, request.principal.instance, meterNumber);
      if (!meter) throw new Refusal(404, 'meter_not_found');
      return meter;
    };
    try {
      return await fn(meterOf);
    } catch (error) {
      outcome = error instanceof Refusal ? error.code : 'error';
      throw error;
    } finally {
      const found = meter as MeterRecord | null;
      await recordAudit(app.db, {
        ...auditActorOf(request),
        at: app.clock.now(),
        subject: found?.subject ?? null,
        action: event.action,
        target: event.target,
        reason: event.reason ?? null,
        details: { ...event.details, outcome, ...(found ? { locationCode: found.locationCode } : {}) },
      });
    }
  };

  app.get<{ Params: { meterNumber: string } }>(
    '/v1/riot/meter/:meterNumber/check',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "Whether the head-end reaches the meter, its last known switch state and the caller's right to switch it",
        params: meterParamsSchema,
        headers: reasonHeadersSchema,
        response: { 200: meterCheckSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<MeterCheck> => {
      const reason = accessReasonOf(request);
      return audited(
        request,
        { action: 'meter.check', target: request.params.meterNumber, reason },
        async (meterOf) => {
          const meter = await meterOf(request.params.meterNumber);
          const known = meter.remoteControllable && meter.inUse ? await headend.check(meter) : null;
          return {
            success: known?.reachable === true,
            remoteControllable: meter.remoteControllable,
            meterControlAllowed: mayControl(request),
            remoteState: known?.state ?? null,
          };
        },
      );
    },
  );

  app.post<{ Body: MeterActionRequest; Headers: { 'idempotency-key': string } }>(
    '/v1/riot/meter/action',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Asks the head-end to read or switch a meter: answered at once (202) with the command to poll; a retry with the same Idempotency-Key answers the same command (200)',
        headers: meterActionHeadersSchema,
        body: meterActionBodySchema,
        response: {
          200: meterCommandSchema,
          202: meterCommandSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const key = request.headers['idempotency-key'];
      const switching = isSwitch(body.action);
      const reason = switching
        ? body.reason
          ? { code: body.reason, ...(body.reasonText ? { text: body.reasonText } : {}) }
          : null
        : accessReasonOf(request);
      const details = { action: body.action, idempotencyKey: key };
      const target = body.meterId;
      return audited(
        request,
        { action: AUDIT_ACTION[body.action], target, reason, details },
        async (meterOf) => {
          if (switching && !mayControl(request))
            throw new Refusal(403, 'meter_control_not_allowed', 'Meter control is not allowed');
          if (switching && !body.reason)
            throw new Refusal(400, 'validations_fail', 'A switch needs a reason', {
              in: 'body',
              fields: [{ field: 'reason', rule: 'required' }],
            });
          const meter = await meterOf(body.meterId);
          const hash = requestHashOf(request.principal.userId, body);
          const replay = await replayOf(app.db, request.principal.instance, key, hash);
          if (replay) return reply.code(200).send(replay);
          if (!meter.remoteControllable || !meter.inUse)
            throw new Refusal(409, 'meter_not_remote_controllable', 'The head-end cannot reach the meter');
          if (body.action === 'SET_METER_STATUS_DISCONNECT' && body.reason === 'non_payment') {
            const check = await lawfulness(meter);
            if (!check.lawful)
              throw new Refusal(
                409,
                'disconnection_not_lawful',
                'A disconnection for non-payment is not lawful today',
                {
                  earliestDate: check.earliestDate,
                  blockers: check.blockers,
                },
              );
          }
          const { command, created } = await createCommand(app.db, app.clock, {
            instance: request.principal.instance,
            meter,
            body,
            key,
            hash,
            actor: { userId: request.principal.userId, sub: request.principal.sub },
          });
          if (created) {
            const actor = {
              sub: request.principal.sub,
              name: await actorNameOf(app.db, request.principal.userId),
            };
            app.background.afterResponse(
              request,
              'meter-command',
              () => runCommand(app.db, app.clock, headend, command.commandId, meter, body.action, actor),
              { commandId: command.commandId },
            );
          }
          return reply.code(created ? 202 : 200).send(command);
        },
      );
    },
  );

  app.get<{ Params: { commandId: string } }>(
    '/v1/riot/meter/commands/:commandId',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'A meter command: pending until the head-end answers; timed out when it has not in 30 s',
        params: commandParamsSchema,
        response: { 200: meterCommandSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // the command was audited when asked; polling it reads nothing new about the customer
      const command = await findCommand(
        app.db,
        app.clock,
        request.principal.instance,
        request.params.commandId,
      );
      if (!command) throw new Refusal(404, 'command_not_found');
      return command;
    },
  );

  app.get<{ Params: { meterNumber: string } }>(
    '/v1/riot/meter/:meterNumber/transactions',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "The meter's event log at the head-end, the newest first",
        params: meterParamsSchema,
        headers: reasonHeadersSchema,
        response: { 200: meterEventsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<MeterEvent[]> => {
      const reason = accessReasonOf(request);
      const target = request.params.meterNumber;
      return audited(
        request,
        { action: 'meter.read', target, reason, details: { read: 'transactions' } },
        async (meterOf) => {
          const meter = await meterOf(target);
          // the actor's sub stays here: the answer names people only by name
          return (await headend.transactions(meter)).map((event) => ({
            timestamp: event.at.toISOString(),
            action: event.action,
            user: event.actorName,
          }));
        },
      );
    },
  );

  app.post<{ Body: RegisterListRequest }>(
    '/v1/riot/meter/register/list',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "Reads the meter's electricity registers or its voltages and currents per phase (waits for the head-end)",
        headers: reasonHeadersSchema,
        body: registerListBodySchema,
        response: { 200: registerListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = accessReasonOf(request);
      const { action, meterId } = request.body;
      return audited(
        request,
        { action: 'meter.read', target: meterId, reason, details: { read: action } },
        async (meterOf) => {
          const meter = await meterOf(meterId);
          if (!meter.remoteControllable || !meter.inUse)
            throw new Refusal(409, 'meter_not_remote_controllable', 'The head-end cannot reach the meter');
          return action === 'READ_METER_ELECTRICITY_REGISTERS'
            ? headend.registers(meter)
            : headend.voltages(meter);
        },
      );
    },
  );

  /** whether a disconnection of the meter's place for non-payment is lawful today (FACTS.md) */
  const lawfulness = async (meter: MeterRecord): Promise<DisconnectionCheck> =>
    disconnectionCheck(
      await disconnectionFactsOf(app.db, meter, helsinkiDay(app.clock.now())),
      helsinkiDay(app.clock.now()),
    );

  app.get<{ Params: { meterNumber: string } }>(
    '/v1/riot/meter/:meterNumber/disconnection',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "Whether disconnecting the meter's place for non-payment is lawful today, the earliest lawful day and the rules holding it back",
        params: meterParamsSchema,
        headers: reasonHeadersSchema,
        response: { 200: disconnectionCheckSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const reason = accessReasonOf(request);
      const target = request.params.meterNumber;
      return audited(
        request,
        { action: 'meter.read', target, reason, details: { read: 'disconnection' } },
        async (meterOf) => lawfulness(await meterOf(target)),
      );
    },
  );
}
