import type { Bill, Communication, GameAppsResult } from '@mc/contract';
import { appInstance, gameApps } from '../../../lib/testing/app-fixtures';
import { updateSession } from '../../../lib/session';

// Test data for the email and messages screens, shaped as the API sends it.

export const GAME_INSTANCE_ID = '5d1b6c1e-7c55-4a7e-9d59-3a8d2f0c9b10';
export const EMAIL_APP_ID = 'app-email';
export const MESSAGES_APP_ID = 'app-messages';

export function signIn(): void {
  updateSession({ Token: 'token-1', GameInstanceID: GAME_INSTANCE_ID });
}

export const apps: GameAppsResult = gameApps({ CurrentWeek: 5, NetPosition: 500 }, [
  appInstance('Email', { ID: EMAIL_APP_ID }),
  appInstance('Messages', { ID: MESSAGES_APP_ID }),
]);

export function communication(overrides: Partial<Communication> = {}): Communication {
  return {
    ID: 'mail-1',
    CommunicationType: 'EmailInstance',
    Category: 0,
    IsRead: true,
    From: 'Nan',
    Subject: 'Happy birthday!',
    Content: '<p>Have a lovely day.</p>',
    Amount: 0,
    Fees: 0,
    TargetItemInstanceID: null,
    ActionGameAppInstanceID: null,
    ActionItemInstanceID: null,
    IsActionable: false,
    Actioned: false,
    Accepted: false,
    Cancelled: false,
    Week: 3,
    Tag: '',
    Outcome: null,
    RedFlags: [],
    Bill: null,
    PaySlip: null,
    Statement: null,
    ...overrides,
  };
}

export function bill(overrides: Partial<Bill> = {}): Bill {
  return {
    ID: 'bill-1',
    Title: 'Phone',
    Payee: 'Zapp Mobile',
    Amount: 45,
    OriginalAmount: 40,
    LateFees: 5,
    Fees: 0,
    WeekDue: 4,
    OpeningWeek: 2,
    ClosingWeek: 8,
    IsRecurring: true,
    IsAutomatic: false,
    IsPayable: true,
    Tag: '',
    ...overrides,
  };
}

export function billEmail(tag: Bill['Tag'], id = `bill-mail-${tag || 'due'}`): Communication {
  return communication({
    ID: id,
    CommunicationType: 'BillEmailInstance',
    Category: 1,
    From: 'Zapp Mobile',
    Subject: `Phone bill (${tag || 'due'})`,
    Amount: 45,
    Tag: tag,
    Bill: bill({ Tag: tag, IsPayable: tag === '' || tag === 'Overdue' || tag === 'Collected' }),
  });
}
