import { describe, expect, it } from 'vitest';
import { checkStatusUpdate, clocksAfter, describeAge, enquiryDeadlines, readPaging } from './enquiry-desk.rules';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

describe('enquiry desk rules', () => {
  it('needs a response to reply, and carries none for other statuses', () => {
    expect(checkStatusUpdate({ status: 'replied', responseMessage: ' Yes \r\n M fits ' })).toEqual({ status: 'replied', responseMessage: 'Yes \n M fits' });
    expect(checkStatusUpdate({ status: 'replied' })).toMatchObject({ field: 'responseMessage', problem: 'Please write the response to send to the customer.' });
    expect(checkStatusUpdate({ status: 'closed', responseMessage: 'ignored' })).toEqual({ status: 'closed', responseMessage: null });
    expect(checkStatusUpdate({ status: 'REPLIED' })).toMatchObject({ field: 'status' });
    expect(checkStatusUpdate({ status: 'replied', responseMessage: 'x'.repeat(5001) })).toMatchObject({ problem: 'The response can be at most 5,000 characters long.' });
  });

  it('starts the clocks: acknowledged on leaving new, resolved on replied or closed, reopened clears resolution', () => {
    expect(clocksAfter('new', { acknowledgedAt: null, resolvedAt: null }, now)).toEqual({ acknowledgedAt: null, resolvedAt: null });
    expect(clocksAfter('in_progress', { acknowledgedAt: null, resolvedAt: null }, now)).toEqual({ acknowledgedAt: now, resolvedAt: null });
    expect(clocksAfter('closed', { acknowledgedAt: ago(5), resolvedAt: null }, now)).toEqual({ acknowledgedAt: ago(5), resolvedAt: now });
    expect(clocksAfter('in_progress', { acknowledgedAt: ago(5), resolvedAt: ago(1) }, now)).toEqual({ acknowledgedAt: ago(5), resolvedAt: null });
  });

  it('flags past 48 hours unacknowledged and past 30 days unresolved', () => {
    expect(enquiryDeadlines({ createdAt: ago(48), acknowledgedAt: null, resolvedAt: null }, now)).toEqual({ ageHours: 48, acknowledgementOverdue: false, resolutionOverdue: false });
    expect(enquiryDeadlines({ createdAt: ago(48.1), acknowledgedAt: null, resolvedAt: null }, now)).toMatchObject({ acknowledgementOverdue: true });
    expect(enquiryDeadlines({ createdAt: ago(30 * 24 + 1), acknowledgedAt: ago(1), resolvedAt: null }, now)).toMatchObject({ acknowledgementOverdue: false, resolutionOverdue: true });
    expect(enquiryDeadlines({ createdAt: ago(60 * 24), acknowledgedAt: ago(1), resolvedAt: ago(1) }, now)).toMatchObject({ resolutionOverdue: false });
    expect([describeAge(0), describeAge(5), describeAge(50)]).toEqual(['under 1 h', '5 h', '2 d']);
  });

  it('reads paging with the SPEC.md §9 defaults', () => {
    expect(readPaging(undefined, undefined)).toEqual({ page: 1, limit: 10 });
    expect(readPaging('3', '25')).toEqual({ page: 3, limit: 25 });
    expect(readPaging('0', '1000')).toEqual({ page: 1, limit: 100 });
    expect(readPaging('x', '2.5')).toEqual({ page: 1, limit: 10 });
  });
});
