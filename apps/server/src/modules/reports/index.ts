export { reportFields } from './report-definition.ts';
export { readInBatches } from './report-rows.ts';
export { reportsRoutes } from './reports-routes.ts';
