import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/server/db/database';
import type { FunnelTable, SuppressedFunnel } from '../../src/funnel/funnel-table';
import { funnelCells } from '../../src/funnel/funnel-cells';
import { TIME_BUCKETS } from '../../src/funnel/time-bucket';
import { linearSpan } from './linear-span';
import { flatCells, readerFigures } from './reader-figures';
import { everyRange, recoveredByCombining } from './range-attack';
import { dayAfter, generatedDays, seedFunnelDays } from './seed-funnel-days';

/** Two whole ISO weeks: Monday 23 November to Sunday 6 December 2026. */
export const ATTACK_FIRST_DAY = '2026-11-23';
const DAYS = 14;
const STEPS = ['step-1', 'step-2', 'step-3'];
const buckets = (counts: number[]) => Object.fromEntries(TIME_BUCKETS.map(({ bucket }, k) => [bucket, counts[k] ?? 0]));

/** 28 November 2026: every count from 0 to 10, so every cell of the day alone is hidden. */
const quietDay = (flowHash: string): FunnelTable => ({
  flowHash, from: '2026-11-28', to: '2026-11-28',
  steps: [
    { stepId: STEPS[0], sent: 9, saved: 7, back: 1, left: 1, timeBuckets: buckets([3, 4]) },
    { stepId: STEPS[1], sent: 7, saved: 6, back: 0, left: 1, timeBuckets: buckets([2, 0, 4]) },
    { stepId: STEPS[2], sent: 6, saved: 5, back: 1, left: 0, timeBuckets: buckets([0, 5]) },
  ],
  submitted: 5,
});

/** One day of a version on which a reader of the week would see "sent 14, saved 11" (3 stopped at step-1). */
const fourteenElevenDay = (flowHash: string, day: string): FunnelTable => ({
  flowHash, from: day, to: day,
  steps: [
    { stepId: STEPS[0], sent: 14, saved: 11, back: 1, left: 2, timeBuckets: buckets([0, 11]) },
    { stepId: STEPS[1], sent: 11, saved: 11, back: 0, left: 0, timeBuckets: buckets([0, 0, 11]) },
    { stepId: STEPS[2], sent: 11, saved: 11, back: 0, left: 0, timeBuckets: buckets([11]) },
  ],
  submitted: 11,
});

export interface SubtractionAttack {
  /** The three requests of the attack (28 alone, 27 to 28, 27 alone): status, error code and the weeks named. */
  attack: { status: number; code?: string; message?: string; weeks?: unknown }[];
  /** 28 November's cells of 1 to 10 recovered by (27–28) − 27 from the answers, when both were answered. */
  subtracted: string[];
  /** What asking every range of the two weeks and combining all answers linearly recovers. */
  recovered: string[];
  /** How many of the 105 ranges were answered. */
  answered: number;
  /** Figures of 1 to 10 a reader of the "sent 14, saved 11" week works out from that one table. */
  withinTable: string[];
  /** That week's first step as answered. */
  fourteenEleven: SuppressedFunnel['steps'][number] | undefined;
}

/** Seeds the two weeks (28 November quiet) and a "sent 14, saved 11" week, then plays the attacks through the HTTP API. */
export async function playSubtractionAttack(app: FastifyInstance, db: Queryable, authorization: string): Promise<SubtractionAttack> {
  const version = 'subtraction-attack';
  const days = generatedDays(version, ATTACK_FIRST_DAY, DAYS, STEPS.length, 20261128).map((day) =>
    day.from === '2026-11-28' ? quietDay(version) : { ...day, steps: day.steps.map((step, s) => ({ ...step, stepId: STEPS[s] })) });
  await seedFunnelDays(db, version, days);
  const within = 'sent-14-saved-11';
  await seedFunnelDays(db, within, [fourteenElevenDay(within, '2026-12-01')]);

  const ask = (v: string, from: string, to: string) => app.inject({ url: `/staff/funnel?flowHash=${v}&from=${from}&to=${to}`, headers: { authorization } });
  const attack = [];
  const bodies: (SuppressedFunnel | undefined)[] = [];
  for (const [from, to] of [['2026-11-28', '2026-11-28'], ['2026-11-27', '2026-11-28'], ['2026-11-27', '2026-11-27']]) {
    const res = await ask(version, from, to);
    const error = res.statusCode === 200 ? undefined : res.json<{ error: { code: string; message: string; weeks?: unknown } }>().error;
    attack.push({ status: res.statusCode, code: error?.code, message: error?.message, weeks: error?.weeks });
    bodies.push(res.statusCode === 200 ? res.json<SuppressedFunnel>() : undefined);
  }
  const [alone, both, before] = bodies;
  const subtracted: string[] = [];
  if (both && before) {
    const quiet = flatCells(quietDay(version));
    const [b, p, a] = [flatCells(both), flatCells(before), alone ? flatCells(alone) : []];
    quiet.forEach((n, cell) => {
      const [x, y] = [b[cell], p[cell]];
      if (n >= 1 && n <= 10 && a[cell] == null && x !== null && y !== null && x - y === n) subtracted.push(`cell ${cell} = ${n}`);
    });
  }

  const answers: SuppressedFunnel[] = [];
  for (const [first, last] of everyRange(DAYS)) {
    const res = await ask(version, dayAfter(ATTACK_FIRST_DAY, first), dayAfter(ATTACK_FIRST_DAY, last));
    if (res.statusCode === 200) answers.push(res.json<SuppressedFunnel>());
  }

  const week = (await ask(within, '2026-11-30', '2026-12-06')).json<SuppressedFunnel>();
  const raw = { ...fourteenElevenDay(within, '2026-11-30'), to: '2026-12-06' };
  const { equations } = funnelCells(raw);
  const shown = flatCells(week);
  const follows = linearSpan([...equations, ...shown.flatMap((v, cell) => (v === null ? [] : [shown.map((_, c) => (c === cell ? 1 : 0))]))], shown.length);
  const withinTable = readerFigures(raw).filter((f) => f.value >= 1 && f.value <= 10 && follows(f.vector)).map((f) => `${f.name} = ${f.value}`);
  return { attack, subtracted, recovered: recoveredByCombining(days, answers), answered: answers.length, withinTable, fourteenEleven: week.steps?.[0] };
}
