import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import schema from '../instance.schema.json' with { type: 'json' };
import type { InstanceConfig } from './types';
import { pointerOf } from './pointer';

const ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true });
addFormats(ajv);
const validateSchema = ajv.compile<InstanceConfig>(schema);

export interface SchemaProblem {
  pointer: string;
  rule: string;
}

const quoteList = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v)).join(', ');

const describe = (error: ErrorObject): SchemaProblem => {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: at + pointerOf(String(params.missingProperty)), rule: 'is required' };
    case 'additionalProperties':
      return {
        pointer: at + pointerOf(String(params.additionalProperty)),
        rule: 'is not an allowed field (must NOT have additional properties)',
      };
    case 'enum':
      return { pointer: at, rule: `must be one of ${quoteList(params.allowedValues as unknown[])}` };
    case 'const':
      return { pointer: at, rule: `must be ${JSON.stringify(params.allowedValue)}` };
    default:
      return { pointer: at, rule: error.message ?? error.keyword };
  }
};

/** Validates against instance.schema.json; returns every problem, each once. */
export const checkSchema = (
  value: unknown,
): { ok: true; config: InstanceConfig } | { ok: false; problems: SchemaProblem[] } => {
  if (validateSchema(value)) return { ok: true, config: value };
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of validateSchema.errors ?? []) {
    // the enum on `type` already says what is wrong; these two only repeat it
    if (error.keyword === 'oneOf' || error.keyword === 'discriminator') continue;
    const problem = describe(error);
    const key = `${problem.pointer} ${problem.rule}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return { ok: false, problems };
};
