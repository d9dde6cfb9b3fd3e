import {
  type CounterDesk,
  counterMinPerformDate,
  DomainError,
  lastBookableDate,
  localDateTime,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { selectCounterSevas, selectDeskTemple } from './counter-billing-repository.ts';

/**
 * What the billing screen loads once: the temple as the payee of UPI payments (its name and VPA), its
 * day, and the sevas the counter sells with the first day each can be billed for now.
 */
export async function getCounterDesk(
  deps: Pick<AppDeps, 'db' | 'now'>,
  templeId: number,
): Promise<CounterDesk> {
  const now = deps.now();
  const [temple, sevas] = await Promise.all([
    selectDeskTemple(deps.db, templeId),
    selectCounterSevas(deps.db, templeId),
  ]);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  return {
    temple: {
      id: temple.id,
      name: temple.name,
      nameNarration: temple.nameNarration,
      upiVpa: temple.upiVpa,
      today: localDateTime(now, temple.timeZone).date,
      timeZone: temple.timeZone,
    },
    sevas: sevas.map((seva) => ({
      id: seva.id,
      code: seva.code,
      name: seva.name,
      nameNarration: seva.nameNarration,
      deityName: seva.deityName,
      groupName: seva.groupName,
      rate: seva.rate,
      postageCharge: seva.postageCharge,
      sevaType: seva.sevaType,
      isContinuous: seva.isContinuous,
      minPerformDate: counterMinPerformDate({ now, timeZone: temple.timeZone, blockTime: seva.blockTime }),
      endDate: lastBookableDate(seva.endDate, temple.sevaEndDate),
    })),
  };
}
