/**
 * In-app WebView signatures (docs/spec/steps.md#in-app-browser): the word "WebView"; an iPhone, iPod or iPad whose browser
 * does not call itself Safari (Facebook, Instagram, app shells); Android's WebView marker "; wv)" and
 * the pre-Lollipop WebView "Version/n.n Chrome/". Chrome's own reduced user agent ends its version
 * in ".0.0.0", so that digit pattern alone is not taken as a WebView.
 */
const SIGNATURES: readonly RegExp[] = [
  /WebView/i,
  /(iPhone|iPod|iPad)(?!.*Safari\/)/i,
  /Android.*; wv\)/i,
  /Android.*Version\/\d+(\.\d+)* Chrome\/\d/i,
];

/** Whether the user agent is an in-app browser (WebView), where new windows and store links may not open. */
export function isInAppBrowser(userAgent: string): boolean {
  return SIGNATURES.some((signature) => signature.test(userAgent));
}
