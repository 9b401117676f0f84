import type { Flow } from '../src/flow/flow-types';
import { flowHash } from '../src/server/enrolment/flow-versions';

const versionName = (flow: Flow) => `version ${flow.version} (${flowHash(flow)})`;

/**
 * The first line of `npm run flow-diff`: the file and both versions compared, by label and by the content hash
 * enrolments record, so staff can find the same two versions in the console's funnel.
 */
export function flowDiffHeading(file: string, rev: string, before: Flow, after: Flow): string {
  return `Flow ${file}: ${versionName(before)} at ${rev} → ${versionName(after)} in the working copy`;
}
