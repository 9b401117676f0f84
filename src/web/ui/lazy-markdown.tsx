import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx';

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

const Loaded = lazy(() => import(/* webpackChunkName: "markdown" */ 'markdown-to-jsx').then((m) => ({ default: m.Markdown })));

/**
 * Stands in for `markdown-to-jsx/react` (webpack.config.js aliases it here): rjsf imports it for descriptions with
 * `enableMarkdownInDescription`, which no flow uses, so its ≈85 KB load only if a description ever asks for it
 * (not preloaded).
 */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
