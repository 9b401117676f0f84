/** Empties the browser lane's log folder, so the final scan reads this run's logs only. */
const fs = require('fs');
const os = require('os');
const path = require('path');

module.exports = async () => {
  const dir = process.env.E2E_LOG_DIR ?? path.join(os.tmpdir(), 'onboarding-e2e-logs');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
};
