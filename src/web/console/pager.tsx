import { useTranslation } from 'react-i18next';

/** Previous/next links and "page n of m", as a labelled navigation region. */
export function Pager({ page, pageSize, total, hrefOf, navigate, turns }: { page: number; pageSize: number; total: number; hrefOf: (page: number) => string; navigate: (href: string) => void; turns?: { previous: boolean; next: boolean } }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A list paged by key says itself whether there is a page either side (rows may arrive between two pages).
  const hasPrevious = turns ? turns.previous : page > 1;
  const hasNext = turns ? turns.next : page < pages;
  const link = (to: number, label: string) => (
    <a href={hrefOf(to)} onClick={(event) => { event.preventDefault(); navigate(hrefOf(to)); }}>{label}</a>
  );
  return (
    <nav className="pager" aria-label={t('console.pager.label')}>
      {hasPrevious && link(page - 1, t('console.pager.previous'))}
      <span>{t('console.pager.position', { page, pages: Math.max(page, pages) })}</span>
      {hasNext && link(page + 1, t('console.pager.next'))}
    </nav>
  );
}
