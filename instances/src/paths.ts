import { fileURLToPath } from 'node:url';

/** Absolute path of the instances/ folder (the one holding a folder per utility). */
export const instancesDir: string = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
