import type { FunnelPeriod } from '../../funnel/funnel-period';
import { ApiError } from '../http/api-error';

const query = (week: FunnelPeriod) => `from=${week.from}&to=${week.to}`;
const named = (weeks: FunnelPeriod[]) => weeks.map(query).join(' or ');

/** 400: a funnel request for anything but one whole published ISO week; `weeks` names the weeks that may be asked. */
export class FunnelPeriodError extends ApiError {
  constructor(refusal: { refused: 'not_one_week'; weeks: FunnelPeriod[] } | { refused: 'not_yet_published'; publishedFrom: string; weeks: FunnelPeriod[] }, asked: FunnelPeriod) {
    const message = refusal.refused === 'not_one_week'
      ? `The funnel is published per whole ISO week (UTC, Monday to Sunday), one week a request, and ${asked.from} to ${asked.to} is not one; ask for ${named(refusal.weeks)}.`
      : `The week from ${asked.from} to ${asked.to} is still being counted; its funnel is published from ${refusal.publishedFrom}. Ask for a published week, such as ${named(refusal.weeks)}.`;
    super(400, refusal.refused === 'not_one_week' ? 'funnel_not_one_week' : 'funnel_week_not_published', message, undefined, { weeks: refusal.weeks });
    this.name = 'FunnelPeriodError';
  }
}
