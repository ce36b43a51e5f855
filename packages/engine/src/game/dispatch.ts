// applyCommand: the one entry point that changes a game. It checks the week's phase, routes the
// command to its module and returns the new state and events, or the module's rejection (and
// then the caller's state is untouched: states are never mutated).
import { markAppAccessed } from '../apps/apps';
import { closeBankAccount, withdrawInvestment } from '../banking/close';
import { openBankAccount, openInvestment } from '../banking/open';
import { payBill } from '../bills/pay';
import {
  actionCommunication,
  deleteCommunication,
  readCommunication,
} from '../communications/commands';
import { buyCreditCard } from '../credit-card/buy';
import { payCreditCard } from '../credit-card/pay';
import { answerBonusQuestion, generateBonusQuestion } from '../end-of-week/bonus-question';
import { endWeek, startWeek } from '../end-of-week/week';
import { setPayAccount } from '../income/pay-day';
import { transfer } from '../transfer/transfer';
import { ALLOWED_AFTER_WEEK_END, type Command } from './commands';
import type { GameContent } from './content';
import { reject, type CommandResult, type Rejection } from './result';
import type { GameState } from './state';
import { begin, type Tx } from './tx';

export function applyCommand(
  state: GameState,
  command: Command,
  content: GameContent,
): CommandResult {
  if (content.scenario.id !== state.scenarioId) {
    throw new Error(`content is scenario ${content.scenario.id}, the game is ${state.scenarioId}`);
  }
  const phaseRejection = checkPhase(state, command);
  if (phaseRejection) return phaseRejection;
  const tx = begin(state, content);
  const rejection = route(tx, command);
  if (rejection) return rejection;
  return { ok: true, state: tx.state, events: tx.events };
}

function checkPhase(state: GameState, command: Command): Rejection | undefined {
  if (typeof command !== 'object' || command === null || typeof command.type !== 'string') {
    return reject('game/invalid-command', 'The command is not valid.');
  }
  if (ALLOWED_AFTER_WEEK_END.has(command.type)) return undefined;
  if (state.isGameComplete) return reject('game/complete', 'The game is complete.');
  if (state.phase === 'ended')
    return reject('game/week-ended', 'This week has ended. Start the next week.');
  return undefined;
}

function route(tx: Tx, command: Command): Rejection | void {
  switch (command.type) {
    case 'startWeek':
      return startWeek(tx);
    case 'endWeek':
      return endWeek(tx);
    case 'generateBonusQuestion':
      return generateBonusQuestion(tx);
    case 'answerBonusQuestion':
      return answerBonusQuestion(tx, command);
    case 'markAppAccessed':
      return markAppAccessed(tx, command.appInstanceId);
    case 'openBankAccount':
      return openBankAccount(tx, command);
    case 'closeBankAccount':
      return closeBankAccount(tx, command.accountId, command.toAccountId);
    case 'openInvestment':
      return openInvestment(tx, command);
    case 'withdrawInvestment':
      return withdrawInvestment(tx, command.accountId, command.toAccountId);
    case 'transfer':
      return transfer(tx, command);
    case 'setPayAccount':
      return setPayAccount(tx, command.accountId);
    case 'buyCreditCard':
      return buyCreditCard(tx, command.cardTypeId, command.fromAccountId);
    case 'payCreditCard':
      return payCreditCard(tx, command);
    case 'payBill':
      return payBill(tx, command);
    case 'readCommunication':
      return readCommunication(tx, command.communicationId);
    case 'deleteCommunication':
      return deleteCommunication(tx, command.communicationId);
    case 'actionCommunication':
      return actionCommunication(tx, command.communicationId, command.choice);
    default:
      return unknownCommand(command);
  }
}

function unknownCommand(command: never): Rejection {
  void command;
  return reject('game/invalid-command', 'The command is not valid.');
}
