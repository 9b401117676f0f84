// Lints OpenAPI documents with Redocly (an ES module, so it runs in its own Node process, outside Jest).
// Reads {"config": "<path of redocly.yaml>", "documents": {"<file name>": <document>}} on stdin and writes every
// problem as JSON on stdout; a document's file name places it beside the config, where .redocly.lint-ignore.yaml
// names the accepted problems (they come back with `ignored: true`).
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { config: configPath, documents } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const config = await loadConfig({ configPath });
const problems = [];
for (const [name, document] of Object.entries(documents)) {
  const absoluteRef = path.resolve(path.dirname(configPath), name);
  for (const problem of await lintFromString({ source: JSON.stringify(document, null, 2), absoluteRef, config })) {
    problems.push({ document: name, ruleId: problem.ruleId, severity: problem.severity, message: problem.message, pointer: problem.location[0]?.pointer, ignored: problem.ignored === true });
  }
}
process.stdout.write(JSON.stringify(problems));
