import fs from 'fs';
import path from 'path';
import { acceptedLanguages, pickUiLanguage } from '../../reference/ui-languages';
import { isUnit } from '../../reference/units';

/** dist/first-paint/manifest.json, written by scripts/build/prerender.ts: the pages of each language and first-step variant. */
interface FirstPaintManifest {
  /** The flags the first steps were rendered with (the step count shown depends on them). */
  flags: Record<string, boolean>;
  /** Per language: the page without a step, the console's page (absent in builds from before it had one), the first steps'. */
  languages: Record<string, { plain: string; console?: string; variants: Record<string, { stepId: string; file: string }> }>;
}

/** The built pages by language and first step, and the rule that picks one for a request. */
export interface FirstPaintPages {
  /** Every page file, as a path. */
  files: string[];
  /** The page for an address (path and query) and Accept-Language header, and whether it shows the first step; undefined for the plain index.html. */
  pick: (url: string, acceptLanguage: string | undefined) => { file: string; firstStep: boolean; language: string; stepId?: string } | undefined;
  /** Every page of the console, as a path. */
  consoleFiles: string[];
  /** The console's page in the language of an address and Accept-Language header; undefined for the plain console.html. */
  pickConsole: (url: string, acceptLanguage: string | undefined) => string | undefined;
}

const sameFlags = (a: Record<string, boolean>, b: Record<string, boolean>) =>
  Object.keys({ ...a, ...b }).every((name) => a[name] === b[name]);

/**
 * Reads the prerendered pages of a build, if it has them. The language is ?lang=, then Accept-Language (the rule the
 * browser uses, src/reference/ui-languages.ts); the first step is `unit`, or the one a valid ?unit= leads to. Only the
 * first step's address (the base, or the step's own) gets its markup, and only when the server's flags are the ones
 * the build rendered with; any other address gets the language's texts without a step.
 */
export function firstPaintPages(distDir: string, base: string, flags: Record<string, boolean>): FirstPaintPages | undefined {
  const dir = path.join(distDir, 'first-paint');
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as FirstPaintManifest;
  const prerendered = sameFlags(manifest.flags, flags);
  const files = [...new Set(Object.values(manifest.languages).flatMap((entry) => [entry.plain, ...Object.values(entry.variants).map((variant) => variant.file)]))];
  const consoleFiles = Object.values(manifest.languages).flatMap((entry) => (entry.console ? [entry.console] : []));
  // The language as the page itself picks it (src/web/i18n/i18n.ts pickLanguage): ?lang=, then the browser's languages.
  const languageCode = (address: URL, acceptLanguage: string | undefined) => pickUiLanguage(address.searchParams.get('lang'), acceptedLanguages(acceptLanguage));
  const languageOf = (address: URL, acceptLanguage: string | undefined) => manifest.languages[languageCode(address, acceptLanguage)];
  return {
    files: files.map((file) => path.join(dir, file)),
    consoleFiles: consoleFiles.map((file) => path.join(dir, file)),
    pickConsole: (url, acceptLanguage) => {
      const file = languageOf(new URL(url, 'http://page.invalid'), acceptLanguage)?.console;
      return file ? path.join(dir, file) : undefined;
    },
    pick: (url, acceptLanguage) => {
      const address = new URL(url, 'http://page.invalid');
      const entry = languageOf(address, acceptLanguage);
      if (!entry) return undefined;
      const unit = address.searchParams.get('unit');
      const variant = entry.variants[isUnit(unit) ? unit : ''];
      const trim = (pathname: string) => pathname.replace(/\/+$/, '');
      const atFirstStep = variant !== undefined && [trim(base), `${base}${encodeURIComponent(variant.stepId)}`].includes(trim(address.pathname));
      const firstStep = prerendered && atFirstStep;
      return { file: path.join(dir, firstStep ? variant.file : entry.plain), firstStep, language: languageCode(address, acceptLanguage), ...(firstStep ? { stepId: variant.stepId } : {}) };
    },
  };
}
