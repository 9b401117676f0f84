import { execFileSync } from 'child_process';
import onboarding from '../../flows/onboarding.json';
import type { FlowConfig } from '../../src/flow/flow-types';
import { loadFlow } from '../../src/flow/load-flow';
import { flowHash } from '../../src/server/enrolment/flow-versions';
import { flowDiffHeading } from './flow-diff-heading';

describe('flowDiffHeading', () => {
  it('names both versions by label and by the hash enrolments and the funnel record', () => {
    const before = loadFlow(onboarding);
    const edited = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
    edited.version = '3.1.0';
    edited.steps.splice(6, 0, ...edited.steps.splice(13, 1));
    const after = loadFlow(edited);
    expect(flowHash(before)).not.toBe(flowHash(after));
    const heading = flowDiffHeading('flows/onboarding.json', 'main', before, after);
    expect(heading).toBe(
      `Flow flows/onboarding.json: version 3.0.0 (${flowHash(before)}) at main → version 3.1.0 (${flowHash(after)}) in the working copy`,
    );
  });

  it('says when only the label stayed the same', () => {
    const before = loadFlow(onboarding);
    const edited = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
    edited.steps.splice(10, 1);
    const heading = flowDiffHeading('flows/onboarding.json', 'HEAD~1', before, loadFlow(edited));
    expect(heading).toContain(`version 3.0.0 (${flowHash(before)}) at HEAD~1 → version 3.0.0 (${flowHash(loadFlow(edited))})`);
  });
});

describe('npm run flow-diff', () => {
  it('prints the heading naming both versions first', () => {
    const hash = flowHash(loadFlow(onboarding));
    const out = execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/staff/flow-diff.ts', 'HEAD'], { encoding: 'utf8' });
    expect(out.split('\n')[0]).toBe(`Flow flows/onboarding.json: version ${onboarding.version} (${hash}) at HEAD → version ${onboarding.version} (${hash}) in the working copy`);
  });
});

describe('flowDiffHeading on a changed flow', () => {
  const changed = (version?: string) => {
    const edited = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
    edited.steps.splice(10, 1);
    if (version) edited.version = version;
    return loadFlow(edited);
  };

  it('warns when the content changed but the version label did not, and says how to fix it', () => {
    const lines = flowDiffHeading('flows/onboarding.json', 'main', loadFlow(onboarding), changed()).split('\n');
    expect(lines[1]).toBe('Warning: the flow changed but its version label did not (still 3.0.0). Bump "version" in flows/onboarding.json (for example to 3.0.1) so the two versions have different names.');
  });

  it('says nothing more when the label was bumped or nothing changed', () => {
    expect(flowDiffHeading('flows/onboarding.json', 'main', loadFlow(onboarding), changed('3.0.1'))).not.toContain('\n');
    expect(flowDiffHeading('flows/onboarding.json', 'main', loadFlow(onboarding), loadFlow(onboarding))).not.toContain('\n');
  });
});
