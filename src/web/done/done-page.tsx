import { useTranslation } from 'react-i18next';
import { patientStateClass } from '../../patient/patient-state-class';
import { patientStateKey } from '../../patient/patient-state-key';
import { useServices } from '../boot/app-services';
import { patientStateLog } from '../../platform/log-error-events';
import { appointmentText } from './appointment-text';
import { useZoneCities } from '../steps/widgets/zone-cities';
import type { DoneRecord } from './done-record';
import { Icon } from '../ui/icon';
import { ICON_URLS } from '../ui/icon-urls';

/** Store links, which an in-app WebView usually cannot open. */
const STORE_DESTINATIONS: ReadonlySet<string> = new Set(['store_ios', 'store_android']);

/**
 * What the enrolled member reads: their status (docs/spec/entities.md#patient-state), the booked appointment in their
 * zone and language (or that none was booked), and the unit's destinations from config/links.json. In a
 * normal browser the links open in a new tab; inside an in-app WebView they open in the same view and the
 * app-store links are left out.
 */
export function DonePage({ record, primaryElsewhere }: { record: DoneRecord; primaryElsewhere: boolean }) {
  const { t, i18n } = useTranslation();
  const { inAppBrowser, analytics, logger } = useServices();
  const stateLog = patientStateLog(logger);
  const shown = record.destinations.filter((destination) => !(inAppBrowser && STORE_DESTINATIONS.has(destination.id)));
  const cities = useZoneCities(i18n.language);
  const appointment = record.appointment ? appointmentText(record.appointment, record.timezone, i18n.language, cities) : undefined;
  return (
    <>
      <p className={`patient-state ${patientStateClass(record.patientState, stateLog)}`} data-testid="patient-state">
        {t('done.patientState', { state: t(patientStateKey(record.patientState, stateLog)) })}
      </p>
      <h2>{t('done.appointmentHeading')}</h2>
      <p className="done-appointment" data-testid="appointment">
        {appointment ?? t('done.noAppointment')}
      </p>
      <h2>{t('done.nextHeading')}</h2>
      <ul className="destinations">
        {shown.map((destination, index) => (
          <li key={destination.id}>
            <a
              // One primary action: the first destination, unless the send-on's own link is shown.
              className={index === 0 && !primaryElsewhere ? 'button' : 'button button-secondary'}
              href={destination.url}
              target={inAppBrowser ? undefined : '_blank'}
              rel="noopener noreferrer"
              onClick={() => analytics.track({ name: 'destination_opened', destination: destination.id })}
            >
              {t(`destinations.${destination.id}`)}
              {inAppBrowser ? null : (
                <>
                  {' '}
                  <Icon url={ICON_URLS.externalLink} />
                  <span className="visually-hidden">{t('app.opensInNewTab')}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
