import { object, ref, string } from 'yup';

export interface RequestResetValues {
  username?: string;
}

export const requestResetSchema = object({
  username: string().trim().required('common.requiredField'),
});

export interface NewPasswordValues {
  newPassword?: string;
  repeatPassword?: string;
}

/** Spec: a new password has at least 8 characters with digits, upper and lower case. */
export const PASSWORD_RULE = /^(?=.*\d)(?=.*\p{Ll})(?=.*\p{Lu}).{8,}$/u;

export const newPasswordSchema = object({
  newPassword: string()
    .required('common.requiredField')
    .matches(PASSWORD_RULE, 'shell.resetPassword.passwordRule'),
  repeatPassword: string()
    .required('common.requiredField')
    .oneOf([ref('newPassword')], 'shell.resetPassword.passwordsDiffer'),
});
