import { object, string } from 'yup';

export interface LoginValues {
  username?: string;
  password?: string;
}

export const loginSchema = object({
  username: string().trim().required('common.requiredField'),
  password: string().required('common.requiredField'),
});
