import { z } from 'zod';
import { ERRORS } from './messages';
import { THEMES } from './constants';

export const themeSchema = z.enum(THEMES);

/** GET /api/m/gamelink?GameLinkID=... (no token). */
export const gameLinkQuery = z.object({
  GameLinkID: z.uuid({ error: ERRORS.gameLinkNotFound }),
});
export type GameLinkQuery = z.infer<typeof gameLinkQuery>;

/** GET /api/m/joincode?Code=... (no token): the class a code leads to (issue 31). */
export const joinCodeQuery = z.object({
  Code: z.string({ error: ERRORS.joinCodeNotFound }).trim().min(1, ERRORS.joinCodeMissing).max(40),
});
export type JoinCodeQuery = z.infer<typeof joinCodeQuery>;

export const joinCodeResultSchema = z
  .object({ GameLinkID: z.string() })
  .meta({ id: 'JoinCodeResult' });
export type JoinCodeResult = z.infer<typeof joinCodeResultSchema>;

/** The public fields of a game link (spec part 1, section 3). */
export const gameLinkPublic = z
  .object({
    GameLinkID: z.string(),
    GameID: z.string(),
    Theme: themeSchema,
    GroupName: z.string().nullable(),
    GroupYear: z.string().nullable(),
    GroupSubject: z.string().nullable(),
    IsGameActive: z.boolean(),
    MaxGames: z.number().int(),
    TotalWeeks: z.number().int(),
    /**
     * A teacher's class (issue 30): closed, it is closed for now by the teacher, not over, so
     * the closed page does not send the class to a final leaderboard.
     */
    HasTeacher: z.boolean().optional(),
    /**
     * Issue 31: the school account every student signs in with (then the e-mail form is not
     * shown), and the e-mail domains the class accepts (empty: any).
     */
    SignInWith: z.object({ Name: z.string(), Label: z.string() }).nullable().optional(),
    EmailDomains: z.array(z.string()).optional(),
  })
  .meta({ id: 'GameLinkPublic' });
export type GameLinkPublic = z.infer<typeof gameLinkPublic>;
