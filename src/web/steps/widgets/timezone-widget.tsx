import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from '../../../time/time-zone-options';
import { defaultTimeZoneOption } from '../../../time/time-zone-default';
import { browserZone } from './browser-zone';
import { ChoiceSelect } from './choice-select';
import { useZoneCities } from './zone-cities';

const REFRESH_MS = 30_000;

/**
 * The time zone select: each option shows the zone name and its current local time in the interface language, kept
 * current while open. The member's zone (their answer, else the browser's) is listed as itself, and its full label is
 * written out under the select, which a narrow screen would cut off.
 */
export function TimezoneWidget(props: WidgetProps<unknown>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [now, setNow] = useState(() => new Date());
  const cities = useZoneCities(language);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const { onChange } = props;
  const value: unknown = props.value;
  const answered = typeof value === 'string' && value !== '';
  const memberZone = answered ? value : browserZone();
  const options = useMemo(() => timeZoneOptions(now, language, { cities, memberZone }), [now, language, cities, memberZone]);
  useEffect(() => {
    if (answered) return;
    const detected = defaultTimeZoneOption(options, memberZone);
    if (detected) onChange(detected.timezone);
  }, [answered, memberZone, options, onChange]);
  const selected = options.find((o) => o.timezone === value || (answered && o.aliasList.includes(value)));
  const choices = options.map((o) => ({ value: o.timezone, label: o.optLabel }));
  return (
    <>
      <ChoiceSelect widget={{ ...props, value: selected?.timezone ?? value }} choices={choices} />
      {/* The select already names its choice to assistive technology; this is for eyes only. */}
      {selected && <p className="selected-zone" aria-hidden="true">{selected.optLabel}</p>}
    </>
  );
}
