import { describe, expect, it } from 'vitest';
import { checkEnquiry, DEFAULT_ENQUIRY_SUBJECT, ENQUIRY_MESSAGES } from './enquiry.rules';

const good = { name: 'Asha Patel', email: 'asha@example.in', phone: '', subject: 'Size & fit', message: 'Is the maroon kurta true to size?' };

describe('enquiry rules', () => {
  it('accepts a complete enquiry, trimmed, with the email lower-cased and the mobile as 10 digits', () => {
    expect(checkEnquiry({ name: '  Asha   Patel ', email: ' Asha@Example.IN ', phone: '+91 98765-43210', subject: ' Size  & fit ', message: '\n  Is the maroon kurta\r\ntrue to size?  ' })).toEqual({
      enquiry: { name: 'Asha Patel', email: 'asha@example.in', phone: '9876543210', subject: 'Size & fit', message: 'Is the maroon kurta\ntrue to size?' },
    });
  });

  it('leaves the mobile out when none is given and files a blank subject under the catch-all', () => {
    expect(checkEnquiry({ ...good, phone: '   ', subject: '' })).toEqual({ enquiry: { ...good, phone: null, subject: DEFAULT_ENQUIRY_SUBJECT } });
    expect(checkEnquiry({ ...good, phone: undefined, subject: undefined })).toEqual({ enquiry: { ...good, phone: null, subject: DEFAULT_ENQUIRY_SUBJECT } });
  });

  it('reads a mobile sent as a number', () => {
    expect(checkEnquiry({ ...good, phone: 9876543210 })).toMatchObject({ enquiry: { phone: '9876543210' } });
  });

  it('names every problem, field by field', () => {
    expect(checkEnquiry({ name: '   ', email: 'asha@', phone: '12345', message: 'Hi there' })).toEqual({
      problems: {
        name: ENQUIRY_MESSAGES.nameRequired,
        email: ENQUIRY_MESSAGES.invalidEmail,
        phone: ENQUIRY_MESSAGES.invalidPhone,
        message: ENQUIRY_MESSAGES.messageTooShort,
      },
    });
    expect(checkEnquiry({})).toEqual({ problems: { name: ENQUIRY_MESSAGES.nameRequired, email: ENQUIRY_MESSAGES.invalidEmail, message: ENQUIRY_MESSAGES.messageTooShort } });
  });

  it('refuses values of the wrong type as missing', () => {
    expect(checkEnquiry({ name: { first: 'Asha' }, email: ['asha@example.in'], message: 42 })).toEqual({
      problems: { name: ENQUIRY_MESSAGES.nameRequired, email: ENQUIRY_MESSAGES.invalidEmail, message: ENQUIRY_MESSAGES.messageTooShort },
    });
  });

  it('counts the message after trimming: 10 characters is enough, 9 plus spaces is not', () => {
    expect(checkEnquiry({ ...good, message: '0123456789' })).toHaveProperty('enquiry');
    expect(checkEnquiry({ ...good, message: '   012345678   ' })).toEqual({ problems: { message: ENQUIRY_MESSAGES.messageTooShort } });
  });

  it('keeps names, subjects and messages within their limits', () => {
    expect(checkEnquiry({ ...good, name: 'a'.repeat(100), subject: 's'.repeat(120), message: 'm'.repeat(5000) })).toHaveProperty('enquiry');
    expect(checkEnquiry({ ...good, name: 'a'.repeat(101), subject: 's'.repeat(121), message: 'm'.repeat(5001) })).toEqual({
      problems: { name: ENQUIRY_MESSAGES.nameTooLong, subject: ENQUIRY_MESSAGES.subjectTooLong, message: ENQUIRY_MESSAGES.messageTooLong },
    });
    expect(ENQUIRY_MESSAGES.messageTooLong).toBe('Your message can be at most 5,000 characters long.');
  });

  it('refuses an overlong email address', () => {
    expect(checkEnquiry({ ...good, email: `${'a'.repeat(64)}@${'b'.repeat(190)}.in` })).toEqual({ problems: { email: ENQUIRY_MESSAGES.invalidEmail } });
  });
});
