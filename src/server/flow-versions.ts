import { createHash } from 'crypto';
import type { Flow } from '../flow/flow-types';
import type { Database } from './db/database';

/** The content hash of a flow (its normalised definition), the version enrolments record. */
export function flowHash(flow: Flow): string {
  return createHash('sha256').update(JSON.stringify(flow)).digest('hex').slice(0, 16);
}

/**
 * The flows this server can validate against: the one it serves now, and every version it served before
 * (kept in flow_versions), so a member keeps the rules of the version they started on.
 */
export async function flowVersions(db: Database, current: Flow) {
  const currentHash = flowHash(current);
  await db.query(
    'insert into flow_versions (hash, flow_id, version_label, definition) values ($1, $2, $3, $4) on conflict (hash) do nothing',
    [currentHash, current.id, current.version, JSON.stringify(current)],
  );
  const cache = new Map<string, Flow>([[currentHash, current]]);

  async function flowFor(hash: string | null | undefined): Promise<Flow> {
    if (!hash) return current;
    const cached = cache.get(hash);
    if (cached) return cached;
    const { rows } = await db.query<{ definition: Flow }>('select definition from flow_versions where hash = $1', [hash]);
    const flow = rows[0]?.definition ?? current;
    cache.set(hash, flow);
    return flow;
  }

  return { currentHash, flowFor };
}

/** The flow versions of a server. */
export type FlowVersions = Awaited<ReturnType<typeof flowVersions>>;
