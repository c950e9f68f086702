import type { DataSource, EntityManager } from 'typeorm';
import { isDuplicateKey } from '../../kernel/dialect';
import { logger } from '../../logger';
import { PaymentEvent } from './payment.entity';

export type PaymentEventInput = Pick<PaymentEvent, 'gateway' | 'kind' | 'name'> & Partial<Pick<PaymentEvent, 'orderId' | 'paymentId' | 'eventKey' | 'ok' | 'amount' | 'gatewayRef' | 'detail'>>;

/**
 * The payment record of each order: every gateway call and webhook (payment_events). Writing it
 * never fails the money's path: a record that cannot be written is logged (without secrets) instead.
 */
export class PaymentLog {
  constructor(private readonly dataSource: DataSource) {}

  async record(event: PaymentEventInput, manager: EntityManager = this.dataSource.manager): Promise<void> {
    try {
      await manager.getRepository(PaymentEvent).insert(this.row(event));
    } catch (error) {
      logger.warn({ err: (error as Error).message, orderId: event.orderId, name: event.name }, 'payment event not recorded');
    }
  }

  /** A webhook's first sighting: false when its event key was recorded before (a replay). */
  async firstSighting(event: PaymentEventInput & { eventKey: string }): Promise<boolean> {
    try {
      await this.dataSource.getRepository(PaymentEvent).insert(this.row(event));
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  private row(e: PaymentEventInput) {
    return {
      orderId: e.orderId ?? null, paymentId: e.paymentId ?? null, gateway: e.gateway.slice(0, 20), kind: e.kind, name: e.name.slice(0, 60), eventKey: e.eventKey?.slice(0, 120) ?? null,
      ok: e.ok ?? true, amount: e.amount ?? null, gatewayRef: e.gatewayRef?.slice(0, 80) ?? null, detail: e.detail?.slice(0, 500) ?? null,
    };
  }
}
