/**
 * The session's GraphQL calls, a chunk of their own (issue 19): AuthContext loads it with the first
 * call — restoring a stored session after hydration, a login, a code, a logout — so a visitor's first
 * page load carries none of their documents.
 */
export { mutateLogin } from '../../gql/hooks/Login';
export { mutateLogout } from '../../gql/hooks/Logout';
export { queryMe } from '../../gql/hooks/Me';
export { mutateUpdateProfile } from '../../gql/hooks/UpdateProfile';
export { mutateVerifyEmail } from '../../gql/hooks/VerifyEmail';
