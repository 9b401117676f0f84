import fs from 'fs';
import os from 'os';
import path from 'path';

/** Where every server the browser lane starts writes its log lines (one file per server); emptied before the lane. */
export const E2E_LOG_DIR = process.env.E2E_LOG_DIR ?? path.join(os.tmpdir(), 'onboarding-e2e-logs');

/** A log destination for one server of the browser lane. */
export function e2eLogFile(): { write: (line: string) => void } {
  fs.mkdirSync(E2E_LOG_DIR, { recursive: true });
  const file = path.join(E2E_LOG_DIR, `server-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.log`);
  return { write: (line: string) => fs.appendFileSync(file, line) };
}

/** Every line every server of the lane wrote, by file. */
export function e2eLogLines(): { file: string; line: string }[] {
  if (!fs.existsSync(E2E_LOG_DIR)) return [];
  return fs.readdirSync(E2E_LOG_DIR).flatMap((file) =>
    fs.readFileSync(path.join(E2E_LOG_DIR, file), 'utf8').split('\n').filter(Boolean).map((line) => ({ file, line })),
  );
}
