// Preloaded with `node --require`: this process reports itself as the Node a fresh machine of this workplace has
// (older than package.json's engines), so a test sees what a member of staff on that machine would see.
Object.defineProperty(process, 'version', { value: process.env.OLD_NODE_VERSION || 'v20.20.2' });
Object.defineProperty(process.versions, 'node', { value: (process.env.OLD_NODE_VERSION || 'v20.20.2').slice(1) });
