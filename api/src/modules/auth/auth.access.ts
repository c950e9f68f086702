import { PUBLIC, SIGNED_IN } from '../../kernel/access';

/** Who may call each account operation — one declaration, enforced by GraphQL (@Authorized) and REST (route access). */
export const AUTH_ACCESS = {
  register: PUBLIC,
  verifyEmail: PUBLIC,
  resendVerification: PUBLIC,
  login: PUBLIC,
  /** Answers quietly for a guest: logging out twice is not an error. */
  logout: PUBLIC,
  forgotPassword: PUBLIC,
  resetPassword: PUBLIC,
  changePassword: SIGNED_IN,
  profile: SIGNED_IN,
  updateProfile: SIGNED_IN,
  sessions: SIGNED_IN,
  signOutOtherSessions: SIGNED_IN,
} as const;
