import { filled, given, matches, sameAs, validateFields } from '../formRules';

export interface RequestResetValues {
  username?: string;
}

export const validateRequestReset = validateFields<RequestResetValues>({ username: [filled] });

export interface NewPasswordValues {
  newPassword?: string;
  repeatPassword?: string;
}

/** Spec: a new password has at least 8 characters with digits, upper and lower case. */
export const PASSWORD_RULE = /^(?=.*\d)(?=.*\p{Ll})(?=.*\p{Lu}).{8,}$/u;

export const validateNewPassword = validateFields<NewPasswordValues>({
  newPassword: [given, matches(PASSWORD_RULE, 'shell.resetPassword.passwordRule')],
  repeatPassword: [given, sameAs('newPassword', 'shell.resetPassword.passwordsDiffer')],
});
