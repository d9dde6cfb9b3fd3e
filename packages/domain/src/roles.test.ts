import { describe, expect, it } from 'vitest';
import { isAdmin, isDevotee, isTempleUser, passesGuard, type RouteGuard } from './roles.ts';

describe('spec §2 route guards', () => {
  const cases: { guard: RouteGuard | undefined; userType: number | null; passes: boolean }[] = [
    { guard: 'admin', userType: 1, passes: true },
    { guard: 'templeOrAdmin', userType: 1, passes: true },
    { guard: 'templeOrAdmin', userType: 3, passes: true },
    { guard: 'templeOrAdmin', userType: 4, passes: false },
    { guard: 'templeOrAdmin', userType: null, passes: false },
    { guard: 'admin', userType: 5, passes: true },
    { guard: 'admin', userType: 2, passes: false },
    { guard: 'admin', userType: 3, passes: false },
    { guard: 'admin', userType: 4, passes: false },
    { guard: 'admin', userType: null, passes: false },
    { guard: 'templeAdmin', userType: 2, passes: true },
    { guard: 'templeAdmin', userType: 3, passes: true },
    { guard: 'templeAdmin', userType: 1, passes: false },
    { guard: 'templeAdmin', userType: 4, passes: false },
    { guard: 'templeAdmin', userType: 5, passes: false },
    { guard: 'templeAdmin', userType: null, passes: false },
    { guard: undefined, userType: null, passes: true },
    { guard: undefined, userType: 4, passes: true },
  ];
  it.each(cases)('guard $guard with user type $userType passes: $passes', ({ guard, userType, passes }) => {
    expect(passesGuard(guard, userType)).toBe(passes);
  });
});

describe('user type predicates', () => {
  it.each([
    { userType: 1, admin: true, temple: false, devotee: false },
    { userType: 2, admin: false, temple: true, devotee: false },
    { userType: 3, admin: false, temple: true, devotee: false },
    { userType: 4, admin: false, temple: false, devotee: true },
    { userType: 5, admin: true, temple: false, devotee: false },
    { userType: 9, admin: false, temple: false, devotee: false },
  ])('user type $userType', ({ userType, admin, temple, devotee }) => {
    expect(isAdmin(userType)).toBe(admin);
    expect(isTempleUser(userType)).toBe(temple);
    expect(isDevotee(userType)).toBe(devotee);
  });
});
