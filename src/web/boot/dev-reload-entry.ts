import { watchDevServer } from '../../platform/dev-reload';
import { PROGRESS_KEY } from '../session/progress-store';
import { readRuntimeConfig } from './runtime-config';

// A separate webpack entry that only `npm run dev` adds, so production bundles never poll.
watchDevServer({ statusUrl: '/v3/dist/__dev/status', progressUrl: '/member/__dev/progress', pageFlowHash: readRuntimeConfig(document).flowHash, progressKey: PROGRESS_KEY });
