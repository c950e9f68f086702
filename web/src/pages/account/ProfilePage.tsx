import { useEffect } from 'react';
import { useAuth } from '../../features/auth';
import { ChangePasswordForm, EmailSection, PersonalDetailsForm, SignedInSessions } from '../../features/account';

/** /account/profile: personal details, the sign-in email (re-verified when changed), the password and the signed-in devices. */
export default function ProfilePage() {
  const { user } = useAuth();
  useEffect(() => {
    document.title = 'My Profile · Kapda';
  }, []);
  if (!user) return null;
  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title" className="account__title">My Profile</h1>
      <PersonalDetailsForm key={user.id} user={user} />
      <EmailSection user={user} />
      <ChangePasswordForm email={user.email} />
      <SignedInSessions />
    </section>
  );
}
