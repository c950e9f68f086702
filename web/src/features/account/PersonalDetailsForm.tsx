import { indiaDate } from '@kapda/rules/dates';
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useAuth, mobileError, requiredError, type SessionUser } from '../auth';
import { FormAlert, SubmitButton, TextField, useFormSubmit } from '../../ui/forms';

type DetailsField = 'firstName' | 'lastName' | 'phone' | 'gender' | 'dateOfBirth';
type Details = Record<DetailsField, string>;

const GENDERS = [
  { value: '', label: 'Prefer not to say' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

function detailsOf(user: SessionUser): Details {
  return { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', gender: user.gender ?? '', dateOfBirth: user.dateOfBirth ?? '' };
}

/** Name, mobile, gender, birthday and the WhatsApp order-updates default. Errors as SPEC.md §8 Profile; a 401 signs the user out. */
export function PersonalDetailsForm({ user }: { user: SessionUser }) {
  const { updateProfile } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [details, setDetails] = useState(() => detailsOf(user));
  const [whatsapp, setWhatsapp] = useState(user.whatsappOptIn === true);
  const [failure, setFailure] = useState<string | null>(null);
  const today = indiaDate(new Date());

  const set = (field: DetailsField) => (value: string) => setDetails((d) => ({ ...d, [field]: field === 'phone' ? value.replace(/\D/g, '').slice(0, 10) : value }));

  const { errors, submitting, onSubmit } = useFormSubmit<DetailsField>({
    check: () => ({
      firstName: requiredError(details.firstName, 'first name'),
      lastName: requiredError(details.lastName, 'last name'),
      phone: mobileError(details.phone),
      dateOfBirth: details.dateOfBirth > today ? 'Date of birth cannot be in the future' : undefined,
    }),
    send: async () => {
      setFailure(null);
      const outcome = await updateProfile({ ...details, firstName: details.firstName.trim(), lastName: details.lastName.trim(), whatsappOptIn: whatsapp });
      if (outcome.ok) {
        setDetails(detailsOf(outcome.user));
        setWhatsapp(outcome.user.whatsappOptIn === true);
        enqueueSnackbar(outcome.message, { variant: 'success' });
      } else {
        setFailure(outcome.message);
        enqueueSnackbar(outcome.message, { variant: 'error' });
      }
    },
  });

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className="profile-section__title">Personal details</h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <fieldset className="form-fields" disabled={submitting}>
        <div className="form-row">
          <TextField label="First name" autoComplete="given-name" required value={details.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField label="Last name" autoComplete="family-name" required value={details.lastName} onChange={set('lastName')} error={errors.lastName} />
        </div>
        <TextField label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} value={details.phone} onChange={set('phone')} error={errors.phone} hint="10 digits, for delivery updates." />
        <div className="form-row">
          <div className="field">
            <label className="field__label" htmlFor="profile-gender">Gender <span className="field__optional">(optional)</span></label>
            <select id="profile-gender" className="field__input" value={details.gender} onChange={(event) => set('gender')(event.target.value)}>
              {GENDERS.map((g) => (
                <option key={g.value} value={g.value}>{g.label}</option>
              ))}
            </select>
          </div>
          <TextField label="Date of birth" type="date" max={today} value={details.dateOfBirth} onChange={set('dateOfBirth')} error={errors.dateOfBirth} />
        </div>
        <label className="checkbox profile-form__whatsapp">
          <input type="checkbox" checked={whatsapp} onChange={(event) => setWhatsapp(event.target.checked)} aria-describedby="profile-whatsapp-hint" /> Send me order updates on WhatsApp
        </label>
        <p id="profile-whatsapp-hint" className="field__hint">Ticks the box at checkout for you: confirmed, shipped, delivered and refunds, to the order's delivery mobile.</p>
        <SubmitButton submitting={submitting} busyLabel="Saving…">Save details</SubmitButton>
      </fieldset>
    </form>
  );
}
