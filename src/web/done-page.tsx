import { useTranslation } from 'react-i18next';
import type { SubmitResult } from '../flow/flow-machine-types';
import { useServices } from './app-services';
import { Icon } from './icon';
import { ICON_URLS } from './icon-urls';

/** Store links, which an in-app WebView usually cannot open. */
const STORE_DESTINATIONS: ReadonlySet<string> = new Set(['store_ios', 'store_android']);

/**
 * The final page: the member's unit destinations from config/links.json. In a normal browser they
 * open in a new tab; inside an in-app WebView they open in the same view (new windows may not open
 * there) and the app-store links are left out.
 */
export function DonePage({ result }: { result: SubmitResult | undefined }) {
  const { t } = useTranslation();
  const { inAppBrowser, analytics } = useServices();
  if (!result) return null;
  const shown = result.destinations.filter((destination) => !(inAppBrowser && STORE_DESTINATIONS.has(destination.id)));
  return (
    <ul className="destinations">
      {shown.map((destination) => (
        <li key={destination.id}>
          <a
            className="button"
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
  );
}
