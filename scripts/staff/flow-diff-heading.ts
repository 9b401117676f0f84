import type { Flow } from '../../src/flow/flow-types';
import { flowHash } from '../../src/server/enrolment/flow-versions';

const versionName = (flow: Flow) => `version ${flow.version} (${flowHash(flow)})`;

// The label a reviewer can suggest: the next patch of a semantic version, else a placeholder.
const nextVersion = (version: string) => {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return parts ? `${parts[1]}.${parts[2]}.${Number(parts[3]) + 1}` : 'a new label';
};

/** The warning for a flow whose content changed under the same version label, naming the fix; none otherwise. */
function keptLabelWarning(file: string, before: Flow, after: Flow): string[] {
  if (before.version !== after.version || JSON.stringify(before) === JSON.stringify(after)) return [];
  return [`Warning: the flow changed but its version label did not (still ${after.version}). Bump "version" in ${file} (for example to ${nextVersion(after.version)}) so the two versions have different names.`];
}

/**
 * The first line of `npm run flow-diff`: the file and both versions compared, by label and by the content hash
 * enrolments record, so staff can find the same two versions in the console's funnel; then a warning line when
 * the content changed but the label did not (two different flows would carry one name).
 */
export function flowDiffHeading(file: string, rev: string, before: Flow, after: Flow): string {
  return [`Flow ${file}: ${versionName(before)} at ${rev} → ${versionName(after)} in the working copy`, ...keptLabelWarning(file, before, after)].join('\n');
}
