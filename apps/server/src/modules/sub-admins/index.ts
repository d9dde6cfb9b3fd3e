/**
 * What other modules may use of sub-administrators: the check every administrators' route makes, and
 * the grant the demo seed gives its sub-administrator.
 */
export { assertPlatformAccess, platformAccessOf, visibleTempleIds } from './platform-access.ts';
export { replacePlatformAccess } from './sub-admins-repository.ts';
