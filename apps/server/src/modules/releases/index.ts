/**
 * What other modules may use of releases (docs/decisions.md, "Module boundaries"): the admission a
 * booking of a released date needs (the queue booking and checkout ask), and the process's memory of
 * the lines (app.ts makes one per app).
 */
export { createReleaseLines, type PlacesLeft, type ReleaseLines } from './release-lines.ts';
export { releaseRoutes } from './release-routes.ts';
export { requireAdmission } from './waiting-room.ts';
