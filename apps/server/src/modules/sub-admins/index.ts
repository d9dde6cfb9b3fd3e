/** What other modules may use of sub-administrators: the check every administrators' route makes. */
export { assertPlatformAccess, platformAccessOf, visibleTempleIds } from './platform-access.ts';
