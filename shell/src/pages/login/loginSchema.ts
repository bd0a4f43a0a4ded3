import { filled, given, validateFields } from '../formRules';

export interface LoginValues {
  username?: string;
  password?: string;
}

export const validateLogin = validateFields<LoginValues>({ username: [filled], password: [given] });
