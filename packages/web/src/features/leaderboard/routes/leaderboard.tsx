import {
  AGE_GROUP_IDS,
  AGE_GROUPS,
  AUSTRALIAN_STATES,
  LEADERBOARD_MESSAGES,
  PAR_EXPLAINED,
  STATE_NAMES,
  type AgeGroup,
  type AustralianState,
  type LeaderboardRow,
} from '@mc/contract';
import { EyeOff, Info } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
import { SelectField } from '../../../components/select-field';
import { Tabs } from '../../../components/tabs';
import { readSession } from '../../../lib/session';
import { isTurnedOff, useClassLeaderboard } from '../api/get-class-leaderboard';
import { useGameLeaderboard } from '../api/get-game-leaderboard';
import { BoardTable } from '../../../components/board-table';
import { ordinal } from '../components/ordinal';
import { LEADERBOARD_ACCENT, type GameBoardFilters, type LeaderboardTab } from '../paths';
import '../leaderboard.css';

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({
  value: state,
  label: STATE_NAMES[state],
}));
const ageWords = (group: AgeGroup) => `${AGE_GROUPS[group].minAge} to ${AGE_GROUPS[group].maxAge}`;
const AGE_OPTIONS = AGE_GROUP_IDS.map((group) => ({ value: group, label: ageWords(group) }));

function readFilters(params: URLSearchParams): GameBoardFilters {
  const state = params.get('state')?.toUpperCase();
  const age = params.get('age');
  return {
    state: AUSTRALIAN_STATES.find((known) => known === state),
    ageGroup: AGE_GROUP_IDS.find((known) => known === age),
  };
}

/** A game-wide board's name: 'The whole game', 'New South Wales, ages 12 to 15'. */
function gameBoardName({ state, ageGroup }: GameBoardFilters): string {
  const where = state ? STATE_NAMES[state] : 'The whole game';
  return ageGroup ? `${where}, ages ${ageWords(ageGroup)}` : where;
}

/** Where a game-wide board is, after "You're 3rd": 'in the whole game', 'in Victoria'. */
function gameBoardWords({ state, ageGroup }: GameBoardFilters): string {
  const where = state ? `in ${STATE_NAMES[state]}` : 'in the whole game';
  return ageGroup ? `${where}, ages ${ageWords(ageGroup)}` : where;
}

/** Who a narrowed game-wide board is for: 'players aged 16 to 18 in classes in Victoria'. */
function boardIsFor({ state, ageGroup }: GameBoardFilters): string {
  const inState = state ? `classes in ${STATE_NAMES[state]}` : '';
  if (!ageGroup) return inState;
  return `players aged ${ageWords(ageGroup)}${inState ? ` in ${inState}` : ''}`;
}

/**
 * My best place on the board, or why I'm not on it (a narrowed board says who it is for); read
 * out when the board changes.
 */
function MyPlace({
  rows,
  words,
  filters = {},
}: {
  rows: readonly LeaderboardRow[];
  words: string;
  filters?: GameBoardFilters;
}) {
  const best = rows.find((row) => row.IsMe);
  const narrowed = boardIsFor(filters);
  return (
    <p className="board-place" aria-live="polite">
      {best ? (
        <>
          You&apos;re <strong>{ordinal(best.Rank)}</strong> {words}.
        </>
      ) : narrowed ? (
        `You're not on this board: it's just for ${narrowed}.`
      ) : (
        `Your game isn't on this board.`
      )}
    </p>
  );
}

function TurnedOff({ onSeeGame }: { onSeeGame: () => void }) {
  return (
    <div className="board-off">
      <EyeOff aria-hidden="true" size={28} />
      <p className="board-off__title">{LEADERBOARD_MESSAGES.hidden}</p>
      <p>You can still see how players across the whole game are going.</p>
      <button type="button" className="button button--secondary" onClick={onSeeGame}>
        See the whole game
      </button>
    </div>
  );
}

function ClassBoard({
  board,
  family,
  onSeeGame,
}: {
  board: ReturnType<typeof useClassLeaderboard>;
  /** A family link's board ranks families' members rather than a class. */
  family: boolean;
  onSeeGame: () => void;
}) {
  if (isTurnedOff(board.error)) return <TurnedOff onSeeGame={onSeeGame} />;
  return (
    <ScreenState
      read={board}
      data={board.data}
      loadingLabel="Loading the leaderboard…"
      isEmpty={(rows) => rows.length === 0}
      empty={
        family
          ? 'No games on the family leaderboard yet.'
          : "No games on your class's leaderboard yet. Once your class starts playing, everyone's result shows up here."
      }
    >
      {(rows) => (
        <>
          <MyPlace rows={rows} words={family ? 'on the family leaderboard' : 'in your class'} />
          <BoardTable
            rows={rows}
            caption={`${family ? 'Family leaderboard' : 'Your class'}, best result against par first`}
          />
        </>
      )}
    </ScreenState>
  );
}

function Note({ children }: { children: string }) {
  return (
    <p className="board-note">
      <Info aria-hidden="true" size={18} />
      <span>{children}</span>
    </p>
  );
}

function GameBoard({
  gameLinkId,
  filters,
  onFilters,
  classHidden,
}: {
  gameLinkId: string | undefined;
  filters: GameBoardFilters;
  onFilters: (filters: GameBoardFilters) => void;
  classHidden: boolean;
}) {
  const board = useGameLeaderboard(gameLinkId, filters);
  const filtered = Boolean(filters.state || filters.ageGroup);
  return (
    <>
      <div className="board-filters">
        <SelectField
          label="State"
          placeholder="All states"
          value={filters.state ?? ''}
          options={STATE_OPTIONS}
          touched={false}
          onBlur={() => undefined}
          onChange={(state) =>
            onFilters({ ...filters, state: (state || undefined) as AustralianState | undefined })
          }
        />
        <SelectField
          label="Age group"
          placeholder="All ages"
          value={filters.ageGroup ?? ''}
          options={AGE_OPTIONS}
          touched={false}
          onBlur={() => undefined}
          onChange={(age) =>
            onFilters({ ...filters, ageGroup: (age || undefined) as AgeGroup | undefined })
          }
        />
      </div>
      {filters.ageGroup ? (
        <Note>
          Players who didn&apos;t give their age when they signed up aren&apos;t on the age boards.
        </Note>
      ) : null}
      {classHidden ? (
        <Note>
          Your class isn&apos;t on this board: your teacher has turned the class leaderboard off.
        </Note>
      ) : null}
      {board.data?.notes.map((note) => (
        <Note key={note}>{note}</Note>
      ))}
      <ScreenState
        read={board}
        data={board.data}
        loadingLabel="Loading the whole game's leaderboard…"
        isEmpty={(data) => data.rows.length === 0}
        empty={
          filtered
            ? 'No games on this board yet. Try another state or age group.'
            : "No games on the whole game's leaderboard yet."
        }
      >
        {(data) => (
          <>
            {/* The class left off, or an age nobody knows: the note above says why already. */}
            {classHidden || data.notes.length > 0 ? null : (
              <MyPlace rows={data.rows} words={gameBoardWords(filters)} filters={filters} />
            )}
            <BoardTable
              rows={data.rows}
              caption={`${gameBoardName(filters)}, best result against par first`}
            />
          </>
        )}
      </ScreenState>
    </>
  );
}

/**
 * The leaderboards (issue 18): the class's board (the family's on a family link) and the whole
 * game's, across every class of the game, by state and age group. The result against par decides
 * (issue 29: net position less a careful player's in the same world, fair for every age); the
 * player's own game is marked, with its rank even below the top 10. A board the teacher turned
 * off says so. The tab and the filters live in the address (?tab=game&state=NSW&age=12-15).
 */
export function LeaderboardPage() {
  const { GameLinkID, Theme } = readSession();
  const [params, setParams] = useSearchParams();
  const tab: LeaderboardTab = params.get('tab') === 'game' ? 'game' : 'class';
  const filters = readFilters(params);
  // Read on both tabs: the whole game's board says when the class is left off it.
  const classBoard = useClassLeaderboard(GameLinkID);

  const go = (next: LeaderboardTab, nextFilters: GameBoardFilters = filters) => {
    const query: Record<string, string> = {};
    if (next === 'game') {
      query.tab = 'game';
      if (nextFilters.state) query.state = nextFilters.state;
      if (nextFilters.ageGroup) query.age = nextFilters.ageGroup;
    }
    // Choosing a tab or a filter keeps focus where it is, not on the screen's heading.
    setParams(query, { replace: true, state: { keepFocus: true } });
  };
  const tabs = [
    { id: 'class', name: Theme === 'family' ? 'Family' : 'My class' },
    { id: 'game', name: 'Whole game' },
  ] as const;

  return (
    <AppScreen
      title="Leaderboard"
      accent={LEADERBOARD_ACCENT}
      backTo="/app/dashboard/where-im-at"
      saysGameOver
    >
      <p className="board-intro">
        Ranked by the result against par, so every age and every world compares fairly.{' '}
        {PAR_EXPLAINED} Same result? Whoever got there first is ahead.
      </p>
      <Tabs label="Leaderboards" idPrefix="leaderboard" tabs={tabs} current={tab} onChange={go}>
        {tab === 'class' ? (
          <ClassBoard board={classBoard} family={Theme === 'family'} onSeeGame={() => go('game')} />
        ) : (
          <GameBoard
            gameLinkId={GameLinkID}
            filters={filters}
            onFilters={(next) => go('game', next)}
            classHidden={isTurnedOff(classBoard.error)}
          />
        )}
      </Tabs>
    </AppScreen>
  );
}
