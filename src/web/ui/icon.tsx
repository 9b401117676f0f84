import { useEffect, useRef } from 'react';
import { loadSvgIcon, parseSvgElement } from '../../platform/svg-icon';
import { useServices } from '../boot/app-services';
import { errorName } from '../../platform/log-error-events';

/** A decorative inline icon loaded by URL (docs/spec/steps.md#icons, docs/spec/calls.md#icons); when loading fails the icon is cleared and the failure logged. */
export function Icon({ url }: { url: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { logger } = useServices();
  useEffect(() => {
    let live = true;
    loadSvgIcon(url, parseSvgElement).then(
      (svg) => {
        if (live) ref.current?.replaceChildren(svg);
      },
      (error: unknown) => {
        ref.current?.replaceChildren();
        const message = error instanceof Error ? error.message : String(error);
        console.warn(message, url);
        logger.send({ event: 'icon_load_failed', error: errorName(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [url, logger]);
  return <span className="icon" aria-hidden="true" ref={ref} />;
}
