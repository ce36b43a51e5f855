// The communications slice: emails and text messages. Only what each message is built from is
// kept; subjects and bodies are rendered when read (each module renders its own kinds), which
// keeps the stored state small. Older read messages move to an archive of sealed pages, like the
// ledger's postings, so the part of the state written on every command stays small.
/** Filled by the list of modules (modules.ts): what each module's messages are built from. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageSourceRegistry {}

/** What a stored message is built from: one kind per module's renderer. */
export type MessageSource = MessageSourceRegistry[keyof MessageSourceRegistry];

export type CommunicationType =
  | 'EmailInstance'
  | 'DebtCollectorEmailInstance'
  | 'EmploymentSubmissionEmailInstance'
  | 'PaySlipEmailInstance'
  | 'RandomEventEmailInstance'
  | 'iBuyItemForSaleEmailInstance'
  | 'BillEmailInstance'
  | 'CreditCardStatementEmailInstance'
  | 'TextMessageInstance';

export type Channel = 'email' | 'text';

/** Email folders: 0 messages, 1 bills, 2 bank (spec part 1 section 2). */
export type EmailCategory = 0 | 1 | 2;

export function channelOf(type: CommunicationType): Channel {
  return type === 'TextMessageInstance' ? 'text' : 'email';
}

/** A message written by the engine or the scenario, with its own words (welcome, notices). */
export interface NoticeSource {
  kind: 'notice';
  from: string;
  subject: string;
  content: string;
  category: EmailCategory;
}

/** What a message is built from: its kind names the module's renderer. */
export type CommunicationSource = MessageSource;

export interface OfferAction {
  actioned: boolean;
  accepted: boolean;
  cancelled: boolean;
}

export interface Communication {
  id: number;
  type: CommunicationType;
  week: number;
  isRead: boolean;
  source: CommunicationSource;
  /** Present on actionable messages (offers) only. */
  action?: OfferAction;
}

/** Archived messages per page: small pages, so a page seals within a few weeks. */
export const MESSAGES_PER_ARCHIVE_PAGE = 16;

/** A message with no open offer moves to the archive this many weeks after it arrived. */
export const ARCHIVE_AFTER_WEEKS = 3;

export interface CommunicationsState {
  /** Recent, unread and open messages: the ones commands change. */
  list: Communication[];
  /**
   * Older read messages, oldest first, in pages of MESSAGES_PER_ARCHIVE_PAGE. Every page but the
   * last is full and never changes again (sealed), so a server may store those pages apart.
   */
  archive: Communication[][];
  /** Archived messages the player deleted. */
  deletedIds: number[];
  /** Archived messages the player read after they were archived (sealed pages never change). */
  readIds: number[];
}
