import { useTranslation } from 'react-i18next';
import type { SubmitResult } from '../flow/flow-machine';

/** The final page: the member's unit destinations. */
export function DonePage({ result }: { result: SubmitResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <ul className="destinations">
      {result.destinations.map((destination) => (
        <li key={destination.id}>
          <a className="button" href={destination.url} rel="noopener noreferrer">{t(`destinations.${destination.id}`)}</a>
        </li>
      ))}
    </ul>
  );
}
