import { watchDevServer } from './dev-reload';

// A separate webpack entry that only `npm run dev` adds, so production bundles never poll.
watchDevServer('/v3/dist/__dev/status');
