import { useTranslation } from 'react-i18next';
import { formatZonedTime } from '../../time/format-zoned-time';
import { readerZone } from './format-time';

/**
 * An appointment (its start, or start to end) as staff read it wherever it appears: in the member's zone and in
 * the reader's own, each labelled and naming its zone.
 */
export function AppointmentTimes({ start, end, memberZone }: { start: string; end?: string; memberZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const write = (zone: string) => formatZonedTime(start, zone, i18n.language, { date: 'long', ...(end ? { end } : {}) }) || start;
  return (
    <ul className="appointment-times">
      <li>{t('console.zoneTime.memberTime', { time: write(memberZone ?? 'UTC') })}</li>
      <li>{t('console.zoneTime.yourTime', { time: write(readerZone()) })}</li>
    </ul>
  );
}
