import type { UserConfig } from 'vitest/config';

export declare const prebundled: string[];
export declare function jsdomConfig(
  test?: NonNullable<UserConfig['test']>,
  options?: { isolated?: string[] },
): UserConfig;
/** The test files below `dir` (default `<root>/src`) that mock a module, relative to `root`. */
export declare function filesMockingModules(root: string, dir?: string): string[];
