import { useEffect, useRef } from 'react';

/** The result of the last action, announced (role=status) and given focus, so a keyboard user lands on it. */
export function StatusNotice({ notice }: { notice: { text: string; seq: number } | undefined }) {
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) text.current?.focus();
  }, [notice]);
  return (
    <div role="status" className="console-notice-region">
      {notice && <p ref={text} tabIndex={-1} className="console-notice" data-testid="action-result">{notice.text}</p>}
    </div>
  );
}
