import { deviceClass } from './device-class';

describe('deviceClass', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-T870) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'desktop'],
  ])('classes %s as %s', (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });

  it('classes an absent, empty, malformed or huge user agent without failing', () => {
    expect(deviceClass(undefined)).toBe('desktop');
    expect(deviceClass('')).toBe('desktop');
    expect(deviceClass('\u0000<script>')).toBe('desktop');
    // Past the bound, a "Mobile" far down a padded header is not read.
    expect(deviceClass(`${'x'.repeat(100_000)} iPhone`)).toBe('desktop');
  });
});
