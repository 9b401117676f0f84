/** TEST_DATABASE_URL, which the PostgreSQL-only tests need; throws how to run them when it is not set. */
export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run PostgreSQL-only tests through scripts/ci/with-postgres.sh (npm run test:pg).');
  return url;
}
