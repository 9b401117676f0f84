import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from '../../time/time-zone-options';
import { defaultTimeZoneOption } from '../../time/time-zone-default';
import { ChoiceSelect } from './choice-select';

const REFRESH_MS = 30_000;

/** The time zone select: each option shows the zone name and its current local time, kept current while open. */
export function TimezoneWidget(props: WidgetProps<unknown>) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const options = useMemo(() => timeZoneOptions(now, i18n.language), [now, i18n.language]);
  const { onChange } = props;
  const value: unknown = props.value;
  useEffect(() => {
    if (typeof value === 'string' && value !== '') return;
    const detected = defaultTimeZoneOption(options, Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (detected) onChange(detected.timezone);
  }, [value, options, onChange]);
  const selected = options.find((o) => o.timezone === value || (typeof value === 'string' && o.aliasList.includes(value)));
  const choices = options.map((o) => ({ value: o.timezone, label: o.optLabel }));
  return <ChoiceSelect widget={{ ...props, value: selected?.timezone ?? value }} choices={choices} />;
}
