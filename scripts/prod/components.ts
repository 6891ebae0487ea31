/**
 * `node scripts/prod/components.ts`: one line per image of the site, derived from the site
 * contract (bundles and their mounts) and the services' folders, for the shell scripts beside
 * this one: `<kind> <name> <version> <mount or -> <tag variable>`, e.g.
 * `bundle mfe-public 1.0.0 /mf/public/ MFE_PUBLIC_TAG` or `service gateway 1.0.0 - GATEWAY_TAG`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_KEYS, BUNDLES } from '@consulting/contracts';

const root = path.resolve(import.meta.dirname, '../..');
const versionOf = (folder: string): string =>
  (JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { version: string }).version;
const tagVariable = (name: string): string => `${name.toUpperCase().replaceAll('-', '_')}_TAG`;

const services = readdirSync(path.join(root, 'services'))
  .filter((name) => existsSync(path.join(root, 'services', name, 'package.json')))
  .sort();
for (const name of services) {
  console.log(`service ${name} ${versionOf(`services/${name}`)} - ${tagVariable(name)}`);
}
for (const key of BUNDLE_KEYS) {
  const { folder, mount } = BUNDLES[key];
  console.log(`bundle ${folder} ${versionOf(folder)} ${mount} ${tagVariable(folder)}`);
}
