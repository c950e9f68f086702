import { describe, expect, it } from 'vitest';
import {
  RETURN_STATUSES, RETURN_TRANSITIONS, allowedReturnMoves, checkReturnRequest, defaultRefundTo, isUpiId, lastReturnDay, maskUpiId, normalizeRefundTo, paidForPieces, pieceRefund,
  readReturnMove, refundDestinationsFor, refundToProblem, returnMoveProblem, returnNumberFor, type ReturnableLine, type ReturnOrderFacts,
} from './returns.rules';
import { allocateDiscount } from '../orders/gst.rules';

describe('the return state machine', () => {
  it('is one table: requested → approved|rejected → picked_up → received|rejected → refunded|exchanged (→ refunded)', () => {
    expect(RETURN_TRANSITIONS).toEqual({
      requested: ['approved', 'rejected'], approved: ['picked_up', 'rejected'], picked_up: ['received', 'rejected'], received: ['refunded', 'exchanged'],
      rejected: [], refunded: [], exchanged: ['refunded'],
    });
    for (const s of RETURN_STATUSES) for (const to of RETURN_TRANSITIONS[s]) expect(RETURN_STATUSES).toContain(to);
  });

  it('ends a refund in refunded and an exchange in exchanged', () => {
    expect(allowedReturnMoves('received', 'refund')).toEqual(['refunded']);
    expect(allowedReturnMoves('received', 'exchange')).toEqual(['exchanged']);
    expect(returnMoveProblem('received', 'exchanged', 'refund')).toBe('A return that is received cannot become exchanged. Allowed: refunded');
  });

  it('an exchange becomes refunded only once the desk cancelled its replacement order', () => {
    expect(allowedReturnMoves('exchanged', 'exchange')).toEqual([]);
    expect(returnMoveProblem('exchanged', 'refunded', 'exchange')).toBe('A return that is exchanged cannot become refunded. Allowed: none');
    expect(allowedReturnMoves('exchanged', 'exchange', { replacementCancelled: true })).toEqual(['refunded']);
    expect(returnMoveProblem('exchanged', 'refunded', 'exchange', undefined, { replacementCancelled: true })).toBeNull();
  });

  it('names the allowed moves for an illegal one, and none at the end', () => {
    expect(returnMoveProblem('requested', 'refunded', 'refund')).toBe('A return that is requested cannot become refunded. Allowed: approved, rejected');
    expect(returnMoveProblem('refunded', 'approved', 'refund')).toBe('A return that is refunded cannot become approved. Allowed: none');
    expect(returnMoveProblem('requested', 'lost', 'refund')).toMatch(/^Unknown return status "lost"\. Statuses: requested, approved/);
    expect(returnMoveProblem('requested', 'approved', 'refund')).toBeNull();
  });

  it("reads QC when the pieces arrive: pass → received, fail → rejected (also asked as received with qc 'fail')", () => {
    expect(readReturnMove('picked_up', { status: 'received', qc: 'pass' }, 'refund')).toEqual({ to: 'received', qc: 'pass' });
    expect(readReturnMove('picked_up', { status: 'received' }, 'refund')).toEqual({ to: 'received', qc: 'pass' });
    expect(readReturnMove('picked_up', { status: 'rejected', qc: 'fail' }, 'refund')).toEqual({ to: 'rejected', qc: 'fail' });
    expect(readReturnMove('picked_up', { status: 'rejected' }, 'refund')).toEqual({ to: 'rejected', qc: 'fail' });
    expect(readReturnMove('picked_up', { status: 'received', qc: 'fail' }, 'refund')).toEqual({ to: 'rejected', qc: 'fail' });
    expect(returnMoveProblem('picked_up', 'rejected', 'refund', 'pass')).toMatch(/passed the quality check are received/);
    expect(returnMoveProblem('picked_up', 'received', 'refund', 'maybe')).toBe("qc must be 'pass' or 'fail'");
    expect(readReturnMove('requested', { status: 'rejected' }, 'refund')).toEqual({ to: 'rejected', qc: null });
  });

  it('takes qc only when leaving picked_up, and the courier and tracking number only with the pickup (approved, picked_up)', () => {
    expect(readReturnMove('requested', { status: 'approved', qc: 'pass' }, 'refund')).toEqual({ problem: "qc (the quality check) is given only when the pieces arrive: a return that is picked_up becoming received or rejected" });
    expect(readReturnMove('received', { status: 'refunded', qc: 'fail' }, 'refund')).toMatchObject({ problem: expect.stringMatching(/^qc \(the quality check\)/) });
    expect(readReturnMove('requested', { status: 'approved', courier: 'Delhivery', trackingNumber: 'RP1' }, 'refund')).toEqual({ to: 'approved', qc: null });
    expect(readReturnMove('approved', { status: 'picked_up', trackingNumber: 'RP1' }, 'refund')).toEqual({ to: 'picked_up', qc: null });
    for (const [from, status] of [['picked_up', 'received'], ['received', 'refunded'], ['requested', 'rejected']] as const) {
      expect(readReturnMove(from, { status, courier: 'Ekart' }, 'refund')).toEqual({ problem: 'courier and trackingNumber are given only with the pickup: when the return becomes approved or picked_up' });
      expect(readReturnMove(from, { status, trackingNumber: 'X1' }, 'refund')).toMatchObject({ problem: expect.stringMatching(/^courier and trackingNumber/) });
    }
    // An illegal move is named first.
    expect(readReturnMove('requested', { status: 'refunded', courier: 'Ekart' }, 'refund')).toEqual({ problem: 'A return that is requested cannot become refunded. Allowed: approved, rejected' });
  });
});

describe('refund arithmetic: what the customer paid for those pieces', () => {
  it('pro rata per piece, the last piece takes the rounding', () => {
    expect(paidForPieces(1000, 3, 1)).toBe(333);
    expect(paidForPieces(1000, 3, 2)).toBe(666);
    expect(paidForPieces(1000, 3, 3)).toBe(1000);
    expect(pieceRefund({ paid: 1000, quantity: 3 }, { pieces: 0, credited: 0 }, 1)).toBe(333);
    expect(pieceRefund({ paid: 1000, quantity: 3 }, { pieces: 2, credited: 666 }, 1)).toBe(334);
  });

  it('sums to exactly what was paid for the line, however the pieces come back (coupon shares, odd amounts)', () => {
    // Three lines sharing a ₹137.77 coupon, odd line totals (paise).
    const lineTotals = [159_900, 99_700, 34_301];
    const shares = allocateDiscount(lineTotals, [true, true, true], 13_777);
    const quantities = [3, 7, 1];
    lineTotals.forEach((total, i) => {
      const paid = total - shares[i];
      const quantity = quantities[i];
      for (const split of [[quantity], Array(quantity).fill(1), [1, quantity - 1].filter((n) => n > 0)]) {
        let pieces = 0;
        let credited = 0;
        for (const n of split) {
          credited += pieceRefund({ paid, quantity }, { pieces, credited }, n);
          pieces += n;
        }
        expect(credited).toBe(paid);
      }
    });
  });

  it('stays exact when a return in between is rejected (its pieces are counted again later)', () => {
    const line = { paid: 1001, quantity: 2 };
    const first = pieceRefund(line, { pieces: 0, credited: 0 }, 1); // later rejected
    const second = pieceRefund(line, { pieces: 1, credited: first }, 1); // takes the rounding
    expect([first, second]).toEqual([500, 501]);
    // The first was rejected: only the second counts, and the piece asked for again gets the rest.
    const third = pieceRefund(line, { pieces: 1, credited: second }, 1);
    expect(second + third).toBe(1001);
  });
});

describe('who may return what', () => {
  const delivered = new Date('2026-11-01T12:00:00Z'); // 1 Nov, 5:30 pm IST
  const order: ReturnOrderFacts = { status: 'delivered', deliveredAt: delivered, paymentMethod: 'online', member: true };
  const line = (over: Partial<ReturnableLine> = {}): ReturnableLine => ({ id: 1, variantSku: 'KT-M-RED', title: 'Kurta', quantity: 2, paid: 199_900, returnable: true, taken: 0, credited: 0, ...over });
  const ask = (items: unknown, extra: Record<string, unknown> = {}, lines = [line()], facts = order, now = new Date('2026-11-10T00:00:00Z')) =>
    checkReturnRequest(facts, lines, { items, ...extra }, now, 30);

  it('accepts a delivered order inside the window and computes the refund', () => {
    const r = ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'size_too_small' }]);
    expect(r).toMatchObject({ request: { resolution: 'refund', refundTo: 'original', refundAmount: 99_950 } });
  });

  it('refuses before delivery and after the window (India days: 30 days after the delivery day)', () => {
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], {}, [line()], { ...order, status: 'shipped', deliveredAt: null })).toEqual({ problem: 'This order can be returned once it is delivered' });
    expect(lastReturnDay(delivered, 30)).toBe('2026-12-01');
    // 1 Dec 11:59 pm IST is the last minute; 2 Dec 12:00 am IST is too late.
    expect('request' in ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], {}, [line()], order, new Date('2026-12-01T18:29:00Z'))).toBe(true);
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], {}, [line()], order, new Date('2026-12-01T18:31:00Z'))).toEqual({ problem: 'The return window for this order closed on 1 Dec 2026 (30 days after delivery)' });
  });

  it('refuses more than is left, unknown lines, lines twice, products not returnable, bad reasons and quantities', () => {
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 2, reason: 'other' }], {}, [line({ taken: 1 })])).toMatchObject({ problem: 'Only 1 piece of Kurta can still be returned' });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], {}, [line({ taken: 2 })])).toMatchObject({ problem: 'Every piece of Kurta is already returned or being returned' });
    expect(ask([{ variantSku: 'NOPE', quantity: 1, reason: 'other' }])).toMatchObject({ problem: 'This order has no item NOPE' });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }, { variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }])).toMatchObject({ problem: expect.stringMatching(/listed twice/) });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], {}, [line({ returnable: false })])).toMatchObject({ problem: 'Kurta cannot be returned or exchanged' });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'bored' }])).toMatchObject({ problem: expect.stringMatching(/^Choose a reason/) });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1.5, reason: 'other' }])).toMatchObject({ problem: 'Pieces to return must be a whole number from 1 to 99' });
    expect(ask([])).toMatchObject({ problem: 'Choose at least one piece to return' });
  });

  it('an exchange names another variant and refunds nothing; a refund takes no exchangeFor', () => {
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: 'KT-L-RED' }], { resolution: 'exchange' })).toMatchObject({ request: { resolution: 'exchange', refundAmount: 0, items: [{ exchangeForSku: 'KT-L-RED', refundShare: 99_950 }] } });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'size_too_small' }], { resolution: 'exchange' })).toMatchObject({ problem: 'Choose the size or colour you would like instead' });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: 'KT-M-RED' }], { resolution: 'exchange' })).toMatchObject({ problem: 'Choose a different size or colour to exchange for' });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other', exchangeFor: 'KT-L-RED' }])).toMatchObject({ problem: 'exchangeFor is only for an exchange' });
  });

  it("where the refund goes: online → original; COD → store credit (members) or 'original' = a bank/UPI transfer (guests' default)", () => {
    expect(defaultRefundTo({ paymentMethod: 'online', member: false })).toBe('original');
    expect(defaultRefundTo({ paymentMethod: 'cod', member: true })).toBe('store_credit');
    expect(defaultRefundTo({ paymentMethod: 'cod', member: false })).toBe('bank');
    // The contract: refundTo 'original' | 'store_credit'; for cash on delivery 'original' is the bank/UPI transfer ('bank' still read).
    expect(normalizeRefundTo({ paymentMethod: 'cod' }, 'original')).toBe('bank');
    expect(normalizeRefundTo({ paymentMethod: 'online' }, 'original')).toBe('original');
    expect(normalizeRefundTo({ paymentMethod: 'store_credit' }, 'original')).toBe('store_credit');
    expect(normalizeRefundTo({ paymentMethod: 'cod' }, 'bank')).toBe('bank');
    expect(normalizeRefundTo({ paymentMethod: 'cod' }, 'wallet')).toBeNull();
    expect(refundDestinationsFor({ paymentMethod: 'cod', member: false })).toEqual(['bank']);
    expect(refundDestinationsFor({ paymentMethod: 'cod', member: true })).toEqual(['store_credit', 'bank']);
    expect(refundDestinationsFor({ paymentMethod: 'online', member: true })).toEqual(['original', 'store_credit']);
    const cod = { ...order, paymentMethod: 'cod', member: false };
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], { refundTo: 'original' }, [line()], cod)).toMatchObject({ request: { refundTo: 'bank', refundUpiId: null } });
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], { refundTo: 'original' }, [line()], { ...cod, member: true })).toMatchObject({ request: { refundTo: 'bank' } });
    // An exchange's destination is checked too (its value comes back if the replacement is cancelled).
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other', exchangeFor: 'KT-L-RED' }], { resolution: 'exchange', refundTo: 'store_credit' }, [line()], cod)).toMatchObject({ problem: expect.stringMatching(/^Store credit needs an account/) });
    expect(refundToProblem({ paymentMethod: 'cod', member: true }, 'original')).toMatch(/cash-on-delivery/);
    expect(refundToProblem({ paymentMethod: 'online', member: true }, 'bank')).toMatch(/paid online/);
    expect(refundToProblem({ paymentMethod: 'cod', member: false }, 'store_credit')).toMatch(/needs an account/);
    // Paid in full with store credit (members only): credit back, nothing else.
    expect(defaultRefundTo({ paymentMethod: 'store_credit', member: true })).toBe('store_credit');
    expect(refundToProblem({ paymentMethod: 'store_credit', member: true }, 'original')).toBe('An order paid with store credit is refunded as store credit');
    expect(refundToProblem({ paymentMethod: 'store_credit', member: true }, 'bank')).toBe('An order paid with store credit is refunded as store credit');
    expect(ask([{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }], { refundTo: 'wallet' })).toMatchObject({ field: 'refundTo' });
  });

  it('a bank/UPI refund takes a UPI ID of the right shape, if the shopper gives one; other refunds store none', () => {
    const piece = [{ variantSku: 'KT-M-RED', quantity: 1, reason: 'other' }];
    const cod = { ...order, paymentMethod: 'cod', member: false };
    expect(ask(piece, {}, [line()], cod)).toMatchObject({ request: { refundTo: 'bank', refundUpiId: null } });
    expect(ask(piece, { refundTo: 'bank', refundUpiId: 'not-a-upi' }, [line()], cod)).toEqual({ problem: 'Please give a valid UPI ID, like name@okhdfcbank', field: 'refundUpiId' });
    expect(ask(piece, { refundTo: 'bank', refundUpiId: ' name@okhdfcbank ' }, [line()], cod)).toMatchObject({ request: { refundTo: 'bank', refundUpiId: 'name@okhdfcbank' } });
    expect(ask(piece, { refundUpiId: 'name@okhdfcbank' })).toMatchObject({ request: { refundTo: 'original', refundUpiId: null } });
  });
});

it('numbers returns like orders: RTN-DDMM-six digits, unique per id', () => {
  expect(returnNumberFor(1, new Date('2026-11-25T20:00:00Z'))).toBe('RTN-2611-387583');
  const seen = new Set(Array.from({ length: 2000 }, (_, i) => returnNumberFor(i + 1, new Date())));
  expect(seen.size).toBe(2000);
});

describe('UPI IDs', () => {
  it('takes name@bank shapes and masks them for the shopper', () => {
    expect(isUpiId('name@okhdfcbank')).toBe(true);
    expect(isUpiId('a.b-c_9@ybl')).toBe(true);
    for (const bad of ['', 'name', '@okhdfcbank', 'n@okhdfcbank', 'name@', 'name@1bank', 'na me@ybl', 'name@o', 42]) expect(isUpiId(bad)).toBe(false);
    expect(maskUpiId('name@okhdfcbank')).toBe('na***@okhdfcbank');
    expect(maskUpiId(null)).toBeNull();
  });
});
