import { loadInstances } from './validate';
import { InstanceConfigError } from './errors';
import { instancesDir } from './paths';

try {
  const configs = loadInstances(instancesDir);
  if (configs.length === 0) {
    console.error(`${instancesDir}: no instance folders (a folder with an instance.json) found`);
    process.exit(1);
  }
  console.log(`instances: ${configs.length} valid (${configs.map((c) => c.id).join(', ')})`);
} catch (error) {
  if (!(error instanceof InstanceConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
