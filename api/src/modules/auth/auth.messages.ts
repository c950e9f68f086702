/** The texts users see from the accounts flows (SPEC.md §8 where it gives them). */
export const AUTH_MESSAGES = {
  // Success
  registered: 'Registration successful. Please check your email for the verification code.',
  /** A new account's code signs it in; an email change was made signed in already. */
  verified: 'Email verified successfully. You are now signed in.',
  emailChangeVerified: 'Email verified successfully.',
  alreadyVerified: 'Your email is already verified. You can log in.',
  codeResent: 'A new verification code has been sent to your email.',
  loggedIn: 'Login successful',
  profileLoaded: 'Profile loaded',
  sessionsLoaded: 'Sessions loaded',
  loggedOut: 'Logged out successfully',
  resetLinkSent: 'If your email exists in our system, you will receive a password reset link in your email.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
  signedOutOthers: (n: number) => (n === 0 ? 'No other devices were signed in.' : `Signed out of ${n} other ${n === 1 ? 'device' : 'devices'}.`),
  profileUpdatedVerifyEmail: 'Profile updated. We sent a verification code to your new email address; it replaces the old one once verified.',

  // Errors (SPEC.md §8)
  notAuthenticated: 'User not authenticated',
  sessionExpired: 'Session expired. Please login again.',
  emailExists: 'Email already exists',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Email not verified',
  invalidOtp: 'Invalid OTP. Please check and try again.',
  verificationNotFound: 'Email not found or verification request expired.',
  invalidEmail: 'Please provide a valid email address.',
  invalidResetToken: 'Invalid or expired reset token.',
  wrongCurrentPassword: 'Current password is incorrect',
  invalidProfile: 'Invalid profile data',
  currentPasswordForEmail: 'Please enter your current password to change your email.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
} as const;
