import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { requireUser } from '../auth/guards';
import { checkAddress, type AddressInput } from '@kapda/rules/checkout';
import { Address } from './address.entity';
import { parseId } from '../../kernel/ids';
import { DELIVERY_MESSAGES } from './delivery.messages';
import type { DeliveryService } from './delivery.service';
import { MAX_SAVED_ADDRESSES } from './delivery.rules';


/** A member's address book: saved delivery addresses, one of them the default. */
export class AddressBookService {
  constructor(private readonly dataSource: DataSource, private readonly delivery: DeliveryService) {}

  list(ctx: RequestContext): Promise<Address[]> {
    const user = requireUser(ctx);
    return this.dataSource.getRepository(Address).find({ where: { userId: user.id }, order: { isDefault: 'DESC', id: 'ASC' } });
  }

  /** Add (no id) or change an address; the first one, or one marked default, becomes the default. */
  async save(ctx: RequestContext, input: AddressInput & { isDefault?: unknown }, id?: unknown): Promise<Address> {
    const user = requireUser(ctx);
    const checked = checkAddress(input);
    if ('problems' in checked) {
      const [field, message] = Object.entries(checked.problems)[0];
      throw badRequest(message!, { field });
    }
    // The PIN decides city and state: one the shopper could never be delivered to is not saved.
    const { address } = await this.delivery.locate(checked.address, null);
    const { stateCode: _code, ...fields } = address;
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(Address);
      const count = await repo.countBy({ userId: user.id });
      let address: Address;
      if (id !== undefined && id !== null) {
        const existing = await this.mine(user.id, id, m.getRepository(Address));
        address = repo.merge(existing, fields);
      } else {
        if (count >= MAX_SAVED_ADDRESSES) throw badRequest(DELIVERY_MESSAGES.tooManyAddresses(MAX_SAVED_ADDRESSES));
        address = repo.create({ ...fields, userId: user.id, isDefault: false });
      }
      const makeDefault = input.isDefault === true || count === 0;
      if (makeDefault) await repo.update({ userId: user.id }, { isDefault: false });
      if (makeDefault) address.isDefault = true;
      return repo.save(address);
    });
  }

  async remove(ctx: RequestContext, id: unknown): Promise<void> {
    const user = requireUser(ctx);
    const address = await this.mine(user.id, id);
    await this.dataSource.transaction(async (m) => {
      await m.getRepository(Address).delete({ id: address.id });
      if (address.isDefault) {
        const next = await m.getRepository(Address).findOne({ where: { userId: user.id }, order: { id: 'ASC' } });
        if (next) await m.getRepository(Address).update({ id: next.id }, { isDefault: true });
      }
    });
  }

  async makeDefault(ctx: RequestContext, id: unknown): Promise<Address> {
    const user = requireUser(ctx);
    const address = await this.mine(user.id, id);
    await this.dataSource.transaction(async (m) => {
      await m.getRepository(Address).update({ userId: user.id }, { isDefault: false });
      await m.getRepository(Address).update({ id: address.id }, { isDefault: true });
    });
    return { ...address, isDefault: true };
  }

  private async mine(userId: number, id: unknown, repo = this.dataSource.getRepository(Address)): Promise<Address> {
    const n = parseId(id);
    const found = n !== null ? await repo.findOneBy({ id: n, userId }) : null;
    if (!found) throw notFound(DELIVERY_MESSAGES.addressNotFound);
    return found;
  }
}
