import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { CONNECTION_FAILED, loginFailure, profileFailure } from './auth-errors';
import { changePasswordFailure, forgotPasswordFailure, registerFailure, resetPasswordFailure, verifyEmailFailure } from './auth-form-errors';

const answer = (status: number, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { status } }] });
const noAnswer = new TypeError('Failed to fetch');

describe('the error catalogue (SPEC.md §8)', () => {
  it('login', () => {
    expect(loginFailure(answer(403, 'Email not verified'))).toEqual({ message: 'Email not verified', needsVerification: true });
    expect(loginFailure(answer(403, 'This account has been deactivated. Please contact support.')).message).toBe('This account has been deactivated. Please contact support.');
    expect(loginFailure(answer(401, 'whatever the server says'))).toEqual({ message: 'Invalid email or password', needsVerification: false });
    expect(loginFailure(answer(429, 'Too many attempts. Please wait a minute and try again.')).message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(loginFailure(answer(500, '')).message).toBe('Failed to login');
    expect(loginFailure(noAnswer).message).toBe(CONNECTION_FAILED);
    expect(CONNECTION_FAILED).toBe('Failed to connect to server. Please check your internet connection.');
  });

  it('reads the status of an HTTP failure without a GraphQL body', () => {
    const response = new Response('{"message":"Bad gateway"}', { status: 502 });
    expect(loginFailure(new ServerError('Bad gateway', { response, bodyText: '{"message":"Bad gateway"}' })).message).toBe('Bad gateway');
  });

  it('register', () => {
    expect(registerFailure(answer(409, 'Conflict'))).toBe('Email already exists');
    expect(registerFailure(answer(400, 'Password must be at least 8 characters long.'))).toBe('Password must be at least 8 characters long.');
    expect(registerFailure(answer(500, ''))).toBe('Failed to register');
    expect(registerFailure(noAnswer)).toBe('Failed to register');
  });

  it('profile', () => {
    expect(profileFailure(answer(401, 'x'))).toEqual({ message: 'Session expired. Please login again.', sessionExpired: true });
    expect(profileFailure(answer(400, 'Enter a 10-digit mobile number'))).toEqual({ message: 'Enter a 10-digit mobile number', sessionExpired: false });
    expect(profileFailure(answer(400, '')).message).toBe('Invalid profile data');
    expect(profileFailure(answer(500, 'boom')).message).toBe('Failed to update profile');
    expect(profileFailure(noAnswer).message).toBe('Failed to update profile');
  });

  it('forgot password', () => {
    expect(forgotPasswordFailure(answer(400, 'x'))).toBe('Please provide a valid email address.');
  });

  it('change password', () => {
    expect(changePasswordFailure(answer(401, 'x'))).toBe('Current password is incorrect');
    expect(changePasswordFailure(answer(400, 'x'))).toBe('Failed to change password');
    expect(changePasswordFailure(noAnswer)).toBe('Failed to change password');
  });

  it('reset password', () => {
    expect(resetPasswordFailure(answer(400, 'Invalid or expired reset token.'))).toBe('Invalid or expired reset token.');
    expect(resetPasswordFailure(answer(404, 'Not found'))).toBe('Invalid or expired reset token.');
    expect(resetPasswordFailure(answer(400, 'This password is too common. Please choose one that is harder to guess.'))).toBe(
      'This password is too common. Please choose one that is harder to guess.',
    );
  });

  it('verify email', () => {
    expect(verifyEmailFailure(answer(400, 'x'))).toBe('Invalid OTP. Please check and try again.');
    expect(verifyEmailFailure(answer(404, 'x'))).toBe('Email not found or verification request expired.');
  });
});
