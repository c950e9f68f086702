import { PASSWORD_RULES } from './validation';

/** The password rules, shown under every new-password box. */
export function PasswordRules() {
  return (
    <ul className="password-rules">
      {PASSWORD_RULES.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
