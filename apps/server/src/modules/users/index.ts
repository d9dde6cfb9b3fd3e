/**
 * What other modules may use of users (docs/decisions.md, "Module boundaries"): finding, creating and
 * changing accounts (auth, account and temple-staff act on them in their own transactions).
 */
export { getUser } from './get-user.ts';
export {
  anonymiseUser,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  findUserByMobile,
  insertUser,
  isActive,
  selectLanguageOfMobile,
  selectUserLanguages,
  toUserDto,
  type UserRow,
  updateUser,
} from './user-repository.ts';
