import { useEffect, useRef, useState } from 'react';
import type { Answers, Flow } from '../../flow/flow-types';
import { fieldValue } from '../../flow/flow-facts';

/** The member's own day as the page knows it: `day` once computed in her zone; `waiting` while it is being computed. */
export interface MemberToday {
  day?: string;
  waiting: boolean;
}

/**
 * The member's calendar day in the zone she answered, as the server counts ages (src/flow/member-day.ts), taken
 * again when the zone, the birth date or the country changes, as the server does on the save answering them. The
 * zone data loads with it, after the first step (the time-zone step already loaded it): before a zone is answered
 * nothing counts an age, and the page keeps the browser's day.
 */
export function useMemberToday(flow: Flow, answers: Answers, marketField: string | undefined): MemberToday {
  const read = (name: string | undefined) => (name === undefined ? undefined : fieldValue({ answers, presets: {} }, name));
  const zone = read('timezone');
  const key = JSON.stringify([zone, read(flow.minors?.birthDateField), read(marketField)]);
  const latest = useRef(answers);
  latest.current = answers;
  const [known, setKnown] = useState<{ key: string; day?: string }>();
  const answered = typeof zone === 'string';
  useEffect(() => {
    if (!answered) return undefined;
    let live = true;
    import(/* webpackChunkName: "member-day" */ '../../flow/member-day').then(
      ({ memberToday }) => live && setKnown({ key, day: memberToday(new Date(), latest.current) }),
      // Without the zone data (offline, a failed chunk) the page goes on with the browser's day; the server decides.
      () => live && setKnown({ key }),
    );
    return () => {
      live = false;
    };
  }, [answered, key]);
  if (!answered) return { waiting: false };
  return known?.key === key ? { day: known.day, waiting: false } : { day: known?.day, waiting: true };
}
