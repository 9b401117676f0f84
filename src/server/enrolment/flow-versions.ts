import { createHash } from 'crypto';
import type { Flow } from '../../flow/flow-types';
import { compileStep, FlowCompileError } from '../../flow/compile-step';
import type { Database } from '../db/database';
import { FlowVersionUnsupportedError } from './flow-version-errors';

/** The flow hash: the content hash of a flow (its normalised definition), which enrolments record. */
export function flowHash(flow: Flow): string {
  return createHash('sha256').update(JSON.stringify(flow)).digest('hex').slice(0, 16);
}

/** A published flow version: its definition and its place in the order of publication. */
interface PublishedVersion {
  flow: Flow;
  order: number;
}

// A version published by a newer node may use a field type or rule this node's engine does not know: serving it
// would accept answers the newer nodes refuse, so the request is refused (retryable) rather than guessed at.
function assertUnderstood(hash: string, flow: Flow): void {
  try {
    for (const step of flow.steps) compileStep(step.fields ?? []);
  } catch (error) {
    if (error instanceof FlowCompileError) throw new FlowVersionUnsupportedError(hash, error);
    throw error;
  }
}

/**
 * The flow versions published to the shared database. A node publishes the flow it serves when it starts; a
 * version keeps the place it was first published at (publishing again, as a restarted old node does, changes
 * nothing), so every node agrees which version is newer. Any published version can be served from its stored
 * definition, so a node also serves members whose enrolment follows a newer version than its own.
 */
export async function flowVersions(db: Database, current: Flow) {
  const currentFlowHash = flowHash(current);
  await db.query(
    'insert into flow_versions (hash, flow_id, flow_version, definition) values ($1, $2, $3, $4) on conflict (hash) do nothing',
    [currentFlowHash, current.id, current.version, JSON.stringify(current)],
  );
  // Read in its own statement: a node of the same version publishing at the same moment is seen once it committed.
  const { rows } = await db.query<{ published_seq: string | number }>('select published_seq from flow_versions where hash = $1', [currentFlowHash]);
  const cache = new Map<string, PublishedVersion>([[currentFlowHash, { flow: current, order: Number(rows[0].published_seq) }]]);

  async function published(hash: string): Promise<PublishedVersion> {
    const cached = cache.get(hash);
    if (cached) return cached;
    const found = await db.query<{ definition: Flow; published_seq: string | number }>('select definition, published_seq from flow_versions where hash = $1', [hash]);
    const row = found.rows[0];
    // enrolments.flow_hash references flow_versions: a hash without a row cannot be stored.
    if (!row) throw new Error(`Flow version ${hash} is not in flow_versions; an enrolment can only name a published version.`);
    assertUnderstood(hash, row.definition);
    const version = { flow: row.definition, order: Number(row.published_seq) };
    cache.set(hash, version);
    return version;
  }

  /** The flow of a published version (the one this node serves when none is named). */
  async function flowFor(hash: string | null | undefined): Promise<Flow> {
    return hash ? (await published(hash)).flow : current;
  }

  /** Whether this node's version was published after `hash`: an enrolment on `hash` may move forward to it. */
  async function isBehindCurrent(hash: string | null | undefined): Promise<boolean> {
    if (!hash) return true;
    if (hash === currentFlowHash) return false;
    return (await published(hash)).order < (cache.get(currentFlowHash) as PublishedVersion).order;
  }

  return { currentFlowHash, flowFor, isBehindCurrent };
}

/** The flow versions of a server. */
export type FlowVersions = Awaited<ReturnType<typeof flowVersions>>;
