import { launch, type LaunchedChrome } from 'chrome-launcher';

/** What the bench keeps from one Lighthouse run (mobile preset, simulated slow 4G and 4x CPU). */
export interface LighthouseNumbers {
  score: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

/** The slice of a Lighthouse result the bench reads. */
interface LighthouseResult {
  lhr: { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number }>; runtimeError?: { message: string } };
}

type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/** Debian's Chromium, headless, as Lighthouse drives it through chrome-launcher (CHROME_PATH overrides). */
export function launchChromeForLighthouse(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
}

/** True when the `lighthouse` package is installed (it is a devDependency; the bench explains when it is not). */
export function lighthouseInstalled(): boolean {
  try {
    require.resolve('lighthouse');
    return true;
  } catch {
    return false;
  }
}

/** One Lighthouse run on `url` in the Chrome on `port`: performance category only, default (mobile) settings. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseNumbers> {
  // Lighthouse ships ES modules only; a dynamic import loads them from this CommonJS script.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: RunLighthouse };
  // Every run is a member arriving from a link for the first time. Lighthouse keeps cookies and local storage by
  // default, so runs after the first met the saved progress of the one before and measured a returning member.
  const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies', 'local_storage', 'indexeddb'];
  let lhr: LighthouseResult['lhr'] | undefined;
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART: "Please run Lighthouse again"); one retry, then the error.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
    if (attempt === 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    console.log(`Lighthouse on ${url}: ${lhr.runtimeError.message} (trying again)`);
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
  };
}
