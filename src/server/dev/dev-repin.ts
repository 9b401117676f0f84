import type { Answers, Flow } from '../../flow/flow-types';
import type { Database, Queryable } from '../db/database';
import { flowHash } from '../enrolment/flow-versions';
import { acceptedSteps, revalidateAnswers } from '../enrolment/revalidate-answers';

/** Raised when a development-only server feature is asked for in production. */
export class DevOnlyError extends Error {
  constructor(feature: string) {
    super(`${feature} is for \`npm run dev\` only and NODE_ENV is 'production'; unset NODE_ENV or use \`npm start\`.`);
    this.name = 'DevOnlyError';
  }
}

/** Refuses a development-only feature when NODE_ENV=production. */
export function assertNotProduction(feature: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production') throw new DevOnlyError(feature);
}

interface OpenRow {
  id: string;
  presets: Record<string, string>;
  flags: Record<string, boolean> | null;
  answers: Answers;
}

async function writeAnswers(tx: Queryable, id: string, answers: Answers): Promise<void> {
  await tx.query('delete from step_answers where enrolment_id = $1 and not (step_id = any($2::text[]))', [id, Object.keys(answers)]);
  for (const [stepId, stepAnswers] of Object.entries(answers)) {
    await tx.query('update step_answers set answers = $3 where enrolment_id = $1 and step_id = $2', [id, stepId, JSON.stringify(stepAnswers)]);
  }
}

/**
 * `npm run dev` only: moves every open (not submitted) enrolment to the flow the server now serves and to the
 * server's resolved flags (the file's defaults under any FLAG_ variable), with its answers re-validated against both,
 * so an edited flow or flag default goes on with the same enrolment at once. Refused in production, where each open
 * enrolment moves at its next request instead (src/server/enrolment/version-migration.ts) and keeps the flags it
 * started with. Answers the number moved.
 */
export async function repinOpenEnrolments(db: Database, flow: Flow, opts: { flags: Record<string, boolean>; marketField?: string; today: string; env?: NodeJS.ProcessEnv }): Promise<number> {
  assertNotProduction('Re-pinning open enrolments to an edited flow', opts.env);
  const hash = flowHash(flow);
  const flags = JSON.stringify(opts.flags);
  const { rows } = await db.query<OpenRow>(
    `select e.id, e.presets, e.flags, (select coalesce(jsonb_object_agg(step_id, answers), '{}'::jsonb) from step_answers where enrolment_id = e.id) as answers
     from enrolments e where e.status = 'in_progress' and (e.flow_hash is distinct from $1 or e.flags is distinct from $2::jsonb)`,
    [hash, flags],
  );
  for (const row of rows) {
    // The editor previews the file as it now reads: the stored flags are replaced, not kept as production keeps them,
    // or a flag default edit would never show on an enrolment already under way.
    const base = { flags: opts.flags, presets: row.presets, today: opts.today, marketField: opts.marketField };
    const answers = acceptedSteps(revalidateAnswers(flow, row.answers, base));
    await db.transaction(async (tx) => {
      await writeAnswers(tx, row.id, answers);
      await tx.query('update enrolments set flow_hash = $2, flow_version = $3, flags = $4::jsonb where id = $1', [row.id, hash, flow.version, flags]);
    });
  }
  return rows.length;
}
