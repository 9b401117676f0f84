import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');
const COPIED = ['src', 'flows', 'locales', 'config', 'schemas', 'package.json', 'tsconfig.json'];

/**
 * A copy of this checkout whose flow is a newer version (what the next deploy serves): the first name at most
 * 10 characters and a new version label. Nodes started from it are the deploy's new nodes.
 */
export function newerNodeTree(dir: string): string {
  const root = path.join(dir, 'newer');
  fs.mkdirSync(root);
  for (const name of COPIED) fs.cpSync(path.join(ROOT, name), path.join(root, name), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const file = path.join(root, 'flows', 'onboarding.json');
  const flow = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; steps: { fields?: { name: string; [rule: string]: unknown }[] }[] };
  const firstName = flow.steps.flatMap((step) => step.fields ?? []).find((field) => field.name === 'firstName');
  if (!firstName) throw new Error('flows/onboarding.json has no firstName field; the deploy fault needs one to change.');
  firstName['VALIDATIONS.maxLength'] = 10;
  flow.version = `${flow.version}-next`;
  fs.writeFileSync(file, JSON.stringify(flow, null, 2));
  return root;
}
