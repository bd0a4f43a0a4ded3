import type { UserConfig } from 'vitest/config';

export declare const prebundled: string[];
export declare function jsdomConfig(
  test?: NonNullable<UserConfig['test']>,
  options?: { isolated?: string[] },
): UserConfig;
