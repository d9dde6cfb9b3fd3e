import { TEMPLE_RIGHTS, type User, UserType } from '@nivedya/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearSignedInUser, ME_QUERY_KEY } from './auth.ts';
import { asksForTempleRights, knownTempleRights, myRightsQueryOptions } from './my-rights.ts';

function userOf(userType: number, id = 9): User {
  return {
    id,
    userName: 'Someone',
    email: null,
    mobile: '9876543210',
    whatsapp: null,
    address: null,
    userType,
    templeId: userType === UserType.TempleAdmin || userType === UserType.TempleStaff ? 3 : null,
    templeTimeZone: null,
    language: 'en',
    templeMessagesBySms: true,
    status: 1,
    createdAt: '2030-01-01T00:00:00.000Z',
  };
}

describe('the rights the screens may offer', () => {
  it.each([
    [UserType.Admin, true],
    [UserType.TempleAdmin, true],
    [UserType.TempleStaff, true],
    [UserType.Devotee, false],
    [UserType.SubAdmin, true],
  ])('user type %i asks the server for rights: %s', (userType, expected) => {
    expect(asksForTempleRights(userOf(userType))).toBe(expected);
  });

  it('asks nothing for a signed-out visitor, who holds no right', () => {
    expect(asksForTempleRights(null)).toBe(false);
    expect(knownTempleRights(null, undefined)).toEqual([]);
  });

  it("leaves a staff user's rights unknown until the server answers, then takes its answer", () => {
    const staff = userOf(UserType.TempleStaff);
    expect(knownTempleRights(staff, undefined)).toBeNull();
    expect(knownTempleRights(staff, { userType: 3, templeId: 3, rights: ['billing'] })).toEqual(['billing']);
    expect(knownTempleRights(staff, { userType: 3, templeId: 3, rights: [] })).toEqual([]);
  });

  it('knows at once that administrators and temple administrators hold every right', () => {
    expect(knownTempleRights(userOf(UserType.TempleAdmin), undefined)).toEqual(TEMPLE_RIGHTS);
    expect(knownTempleRights(userOf(UserType.Admin), undefined)).toEqual(TEMPLE_RIGHTS);
    expect(knownTempleRights(userOf(UserType.SubAdmin), undefined)).toEqual(TEMPLE_RIGHTS);
  });

  it('ignores an answer given for another user type (the user changed since it was fetched)', () => {
    const staff = userOf(UserType.TempleStaff);
    expect(knownTempleRights(staff, { userType: 2, templeId: 3, rights: [...TEMPLE_RIGHTS] })).toBeNull();
  });

  it('gives no right to a devotee, whatever an answer says', () => {
    expect(
      knownTempleRights(userOf(UserType.Devotee), { userType: 4, templeId: null, rights: ['refunds'] }),
    ).toEqual([]);
  });

  it('keys the rights by user, so the next user on the device never reads the last one', () => {
    expect(myRightsQueryOptions(7).queryKey).toEqual(['me', 'rights', 7]);
    expect(myRightsQueryOptions(8).queryKey).not.toEqual(myRightsQueryOptions(7).queryKey);
  });
});

describe('signing out', () => {
  it("forgets the user's rights with the rest of their data, keeping only the (now empty) user", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, userOf(UserType.TempleStaff));
    queryClient.setQueryData(myRightsQueryOptions(9).queryKey, {
      userType: 3,
      templeId: 3,
      rights: ['billing'],
    });
    queryClient.setQueryData(['me', 'orders', 'list', {}], { items: [], total: 0 });

    clearSignedInUser(queryClient);

    expect(queryClient.getQueryData(myRightsQueryOptions(9).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['me', 'orders', 'list', {}])).toBeUndefined();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });
});
