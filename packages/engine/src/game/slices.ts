// The state's slices, one per module, from each module's own types.ts (see modules.ts).
import type { AppsState } from '../apps/types';
import type { BadgesState } from '../badges/types';
import type { BankingState } from '../banking/types';
import type { BillsState } from '../bills/types';
import type { CashboxState } from '../cashbox/types';
import type { CommunicationsState } from '../communications/types';
import type { CreditCardState } from '../credit-card/types';
import type { EndOfWeekState } from '../end-of-week/types';
import type { EventsState } from '../events/types';
import type { EverydayState } from '../everyday/types';
import type { IncomeState } from '../income/types';
import type { IBuyState } from '../ibuy/types';
import type { ItemsState } from '../items/types';
import type { JobsState } from '../jobs/types';
import type { NewsState } from '../news/types';
import type { PlannerState } from '../planner/types';
import type { PretestState } from '../pretest/types';
import type { SurveyState } from '../survey/types';
import type { SharesState } from '../shares/types';
import type { UShopState } from '../ushop/types';

/**
 * Every module's slice of the state, by its key: the one type the compiler cannot infer from the
 * list of modules (the modules' own functions read the state, so the state's type must come
 * first). It is built from the modules' types.ts files, which import nothing of the core, so the
 * state's type sits below the apps; the checks at the end of modules.ts keep it and the modules'
 * `initial` in step.
 */
export interface ModuleSlices {
  cashbox: CashboxState;
  apps: AppsState;
  banking: BankingState;
  creditCard: CreditCardState;
  bills: BillsState;
  everyday: EverydayState;
  income: IncomeState;
  communications: CommunicationsState;
  events: EventsState;
  endOfWeek: EndOfWeekState;
  items: ItemsState;
  jobs: JobsState;
  ushop: UShopState;
  ibuy: IBuyState;
  shares: SharesState;
  news: NewsState;
  planner: PlannerState;
  survey: SurveyState;
  pretest: PretestState;
  badges: BadgesState;
}
