import { useTranslation } from 'react-i18next';

/** Says that the member is a minor and who consented for them, as the flow asked for it. */
export function MinorMarker({ minor }: { minor: { guardianName: string } | null }) {
  const { t } = useTranslation();
  if (!minor) return null;
  return (
    <p className="minor-marker" data-testid="minor">
      <strong>{t('console.coordinator.minor.label')}</strong> {t('console.coordinator.minor.guardian', { guardian: minor.guardianName })}
    </p>
  );
}
