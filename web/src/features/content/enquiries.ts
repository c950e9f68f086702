import { API_TIMEOUT_MS } from '../../apollo';

/** What the contact form sends (SPEC.md §7 POST /site-content/enquiries, "enquiry fields"). */
export interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/**
 * Sends a contact-form enquiry to the API (201 when stored; the customer is mailed an
 * acknowledgement). The contact page only relies on it resolving on success and rejecting on failure.
 */
export async function submitEnquiry(fields: EnquiryFields): Promise<void> {
  const response = await fetch(new URL('/api/site-content/enquiries', window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Enquiry not accepted (${response.status})`);
}
