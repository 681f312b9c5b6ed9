/**
 * The mock API's kit, shared by every mock file (architecture: "one in-memory store"):
 * - the store and its helpers (`db`, `resetStore`, `ok`, `fail`, `invalid`, users and tokens): ./core.ts
 * - routes on the calls' contracts of src/core/<area>/api.ts (`route({ contract, handler })`, `listRoute`),
 *   and a mock file's export keyed by them (`routes([...])`): ./route.ts
 * - typed area collections and the agent's row scope (`collection`, `scopeRows`): ./collections.ts
 * - input schemas and their Chinese messages (`z`, `qInt`, `text` …): ./schema.ts
 * - asynchronous exports to `.xlsx` (`startExport`, `exportResult`): ./export.ts
 * docs/adding-a-screen.md shows them in use.
 */
export * from './types';
export * from './core';
export { collection, scopeRows, visibleUserIds } from './collections';
export { route, routes, testContract, mockEdgeContract, EDGE_METHODS, listRoute, selectRows, routeMeta, type RouteContext, type ListSpec, type MockHandler } from './route';
export { startExport, exportResult, EXPORT_NOT_FOUND, exportRoute, exportResultRoute } from './export';
export { encodeKey, issueCert, signedFileUrl, storeFile, refusedUpload } from './files';
export * from './schema';
