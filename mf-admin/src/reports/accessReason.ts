import {
  ACCESS_REASON_CODES,
  ACCESS_REASON_TEXT_MAX,
  type AccessReason,
  type AccessReasonCode,
  type FieldErrorMessage,
} from '@portal/shared';

export interface ReasonValues {
  code?: AccessReasonCode | '';
  text?: string;
}

export type ReasonErrors = Partial<Record<keyof ReasonValues, FieldErrorMessage>>;

/**
 * Why a staff member opens a customer's reports (docs/staff-platform.md, "Reasons"): one of the list, and
 * free text, required with 'other', at most 200 characters.
 */
export function validateReason(values: ReasonValues): ReasonErrors {
  const errors: ReasonErrors = {};
  const text = values.text?.trim() ?? '';
  if (!values.code || !(ACCESS_REASON_CODES as readonly string[]).includes(values.code))
    errors.code = { id: 'admin.reason.codeRequired' };
  if (values.code === 'other' && !text) errors.text = { id: 'admin.reason.textRequired' };
  else if (text.length > ACCESS_REASON_TEXT_MAX)
    errors.text = { id: 'common.maxLength', values: { max: ACCESS_REASON_TEXT_MAX } };
  return errors;
}

export const toAccessReason = (values: ReasonValues): AccessReason => {
  const text = values.text?.trim();
  return { code: values.code as AccessReasonCode, ...(text ? { text } : {}) };
};
