/**
 * Renders the first step into the built page, per interface language and per first-step variant (the first paint needs
 * no JavaScript, docs/design.md#runtime): dist/first-paint/<language>.<step>.html, plus <language>.html for every
 * other address (the texts without a step), and console.<language>.html (the care-team console). Each page starts with
 * the notices in its language for a browser without JavaScript or a chunk that fails (src/web/notices/page-notices.tsx); each
 * member page carries its language's texts as a JSON blob, so the app starts i18n at once and hydrates the step. The
 * server picks a page by dist/first-paint/manifest.json and sends the compressed copies written beside each page
 * (scripts/build/prerender-compress.ts). Runs after webpack.
 */
import './prerender-hooks';
import fs from 'fs';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import { loadFlow, resolveFlags } from '../../src/flow/load-flow';
import { firstSteps } from '../../src/flow/first-steps';
import { findStep } from '../../src/flow/normalize-flow';
import { FIRST_PAINT_ID, PRERENDERED_ATTRIBUTE } from '../../src/web/boot/first-paint';
import { UI_LANGUAGES } from '../../src/web/i18n/i18n';
import { renderConfig, renderFirstStep, renderPageNotices } from './prerender-step';
import { compressBuiltPages } from './prerender-compress';

const DIST = path.resolve(__dirname, '../../dist');
const OUT = path.join(DIST, 'first-paint');
const ROOT = /<div id="?root"?><\/div>/;
const BODY = /<body[^>]*>/;

/** A page in a language: its <html lang> set and the notices in that language first in its body. */
function inLanguage(template: string, language: string, notices: string): string {
  return template.replace(/<html[^>]*>/, `<html lang="${language}">`).replace(BODY, (body) => `${body}${notices}`);
}

/** One member page: the template in the language, a title, the texts blob and (for a first step) its markup in #root. */
function page(template: string, language: string, notices: string, title: string, texts: unknown, step?: { id: string; html: string }): string {
  const blob = `<script id="${FIRST_PAINT_ID}" type="application/json">${JSON.stringify({ language, texts }).replace(/</g, '\\u003c')}</script>`;
  const root = step ? `<div id="root" ${PRERENDERED_ATTRIBUTE}="${step.id}">${step.html}</div>` : '<div id="root"></div>';
  return inLanguage(template, language, notices)
    .replace(/<title>[^<]*<\/title>/, `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`)
    .replace(ROOT, () => `${blob}${root}`);
}

async function main(): Promise<void> {
  const template = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!ROOT.test(template)) throw new Error('dist/index.html has no empty <div id="root">; keep it in src/web/index.html.');
  const consoleTemplate = fs.readFileSync(path.join(DIST, 'console.html'), 'utf8');
  if (!BODY.test(template) || !BODY.test(consoleTemplate)) throw new Error('dist/index.html or dist/console.html has no <body>; keep it in src/web.');
  const flow = loadFlow(onboarding);
  const flags = resolveFlags(flow);
  const config = renderConfig(flags);
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const manifest: { flags: Record<string, boolean>; languages: Record<string, { plain: string; console: string; variants: Record<string, { stepId: string; file: string }> }> } = { flags, languages: {} };
  for (const language of UI_LANGUAGES) {
    const texts = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${language}/translation.json`), 'utf8')) as Record<string, unknown>;
    // Pages by file name; a variant whose page is the same as another's shares its file.
    const files = new Map<string, string>();
    const write = (stem: string, html: string): string => {
      const known = [...files].find(([, content]) => content === html)?.[0];
      if (known) return known;
      let name = `${stem}.html`;
      for (let n = 2; files.has(name); n += 1) name = `${stem}-${n}.html`;
      files.set(name, html);
      fs.writeFileSync(path.join(OUT, name), html);
      return name;
    };
    const entry = { plain: '', console: '', variants: {} as Record<string, { stepId: string; file: string }> };
    let notices = '';
    // No unit in the address, then each unit preset: the first step may differ (the unit step is skipped with one).
    for (const { unit, stepId } of firstSteps(flow)) {
      const step = findStep(flow, stepId);
      if (!step) throw new Error(`The flow has no first step for ${unit || 'no unit'}.`);
      const { html, t } = await renderFirstStep(flow, config, language, texts, unit ? `?unit=${unit}` : '');
      if (!html.includes('<h1')) throw new Error(`The prerender of ${language} ${unit} shows no step; check src/web/boot/app.tsx.`);
      notices ||= renderPageNotices(t);
      entry.plain ||= write(language, page(template, language, notices, t('app.title'), texts));
      const file = write(`${language}.${step.id}`, page(template, language, notices, `${t(step.titleKey)} – ${t('app.title')}`, texts, { id: step.id, html }));
      entry.variants[unit] = { stepId: step.id, file };
    }
    entry.console = write(`console.${language}`, inLanguage(consoleTemplate, language, notices));
    manifest.languages[language] = entry;
  }
  const pages = fs.readdirSync(OUT).filter((name) => name.endsWith('.html')).length;
  // Before the manifest, which marks the page build as done (scripts/build/build-if-stale.ts).
  const compressed = compressBuiltPages(DIST);
  fs.writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`prerendered ${pages} pages into ${path.relative(process.cwd(), OUT)}, compressed ${compressed} pages for the server`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
