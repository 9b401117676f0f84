import { useTranslation } from 'react-i18next';

/** Previous/next links and "page n of m", as a labelled navigation region. */
export function Pager({ page, pageSize, total, hrefOf, navigate }: { page: number; pageSize: number; total: number; hrefOf: (page: number) => string; navigate: (href: string) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = (to: number, label: string) => (
    <a href={hrefOf(to)} onClick={(event) => { event.preventDefault(); navigate(hrefOf(to)); }}>{label}</a>
  );
  return (
    <nav className="pager" aria-label={t('console.pager.label')}>
      {page > 1 && link(page - 1, t('console.pager.previous'))}
      <span>{t('console.pager.position', { page, pages })}</span>
      {page < pages && link(page + 1, t('console.pager.next'))}
    </nav>
  );
}
