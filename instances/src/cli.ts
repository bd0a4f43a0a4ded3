import { resolve } from 'node:path';
import { loadInstances } from './validate';
import { InstanceConfigError } from './errors';
import { instancesDir } from './paths';

// `tsx src/cli.ts [dir]`: validates every instance folder of dir (default: this package's folder)
const dir = process.argv[2] ? resolve(process.argv[2]) : instancesDir;

try {
  const configs = loadInstances(dir);
  if (configs.length === 0) {
    console.error(`${dir}: no instance folders (a folder with an instance.json) found`);
    process.exit(1);
  }
  console.log(`instances: ${configs.length} valid (${configs.map((c) => c.id).join(', ')})`);
} catch (error) {
  if (!(error instanceof InstanceConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
