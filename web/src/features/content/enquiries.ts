/** What the contact form sends (SPEC.md §7 POST /site-content/enquiries, "enquiry fields"). */
export interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
