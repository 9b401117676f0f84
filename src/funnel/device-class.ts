/** The device classes the funnel counts by. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

// Checked in order: tablets first, as many tablet user agents also say "Mobile" or "Android".
const DEVICE_PATTERNS: readonly { device: DeviceClass; pattern: RegExp }[] = [
  { device: 'tablet', pattern: /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d/i },
  { device: 'tablet', pattern: /Android(?!.*Mobile)/i },
  { device: 'phone', pattern: /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i },
];

// A user agent longer than this is not a browser's; it is classed without reading it all.
const MAX_USER_AGENT = 512;

/** The device class of a user agent: phone, tablet, or desktop when nothing says otherwise (or it is absent). */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return 'desktop';
  const head = userAgent.slice(0, MAX_USER_AGENT);
  return DEVICE_PATTERNS.find(({ pattern }) => pattern.test(head))?.device ?? 'desktop';
}
