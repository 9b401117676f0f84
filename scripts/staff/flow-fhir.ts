import fs from 'fs';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import en from '../../locales/en-US/translation.json';
import { loadFlow } from '../../src/flow/load-flow';
import { flowQuestionnaire } from '../../src/fhir/flow-questionnaire';

/**
 * `npm run flow-fhir` writes the flow as a FHIR R4 Questionnaire (docs/fhir/<flow>.questionnaire.json), the one every
 * exported QuestionnaireResponse answers, and lists the conditions FHIR's enableWhen cannot say;
 * `-- --check` exits 1 when the committed file is stale.
 */
function main(argv: string[]): number {
  const flow = loadFlow(onboarding);
  const target = path.resolve(__dirname, `../../docs/fhir/${flow.id}.questionnaire.json`);
  const text = (key: string) => {
    let node: unknown = en;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : key;
  };
  const { questionnaire, leftOut } = flowQuestionnaire(flow, text);
  const json = `${JSON.stringify(questionnaire, null, 2)}\n`;
  for (const { linkId, condition } of leftOut) console.log(`Left out of enableWhen (FHIR cannot say it): ${linkId} when ${JSON.stringify(condition)}`);
  if (argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== json) {
      console.log(`${path.relative(process.cwd(), target)} is stale: run \`npm run flow-fhir\` and commit it.`);
      return 1;
    }
    console.log(`${path.relative(process.cwd(), target)} is up to date.`);
    return 0;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, json);
  console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
