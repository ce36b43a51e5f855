import type { ClassPlayerRow, StudentWeeks, TeacherLink } from '@mc/contract';

// The teacher's API answers as the server sends them, for the teacher's screens' tests.

export const LINK_ID = '5d1f3c0e-1111-4a2b-9c3d-0e1f2a3b4c5d';
export const INSTANCE_ID = '7a8b9c0d-2222-4e5f-8a9b-0c1d2e3f4a5b';

export const teacherLink = (patch: Partial<TeacherLink> = {}): TeacherLink => ({
  GameLinkID: LINK_ID,
  GameID: 'game-1',
  GroupName: '10B',
  GroupYear: '10',
  GroupSubject: 'Commerce',
  Theme: 'school',
  TotalWeeks: 26,
  MaxPlayers: 40,
  MaxGames: 1,
  IsGameActive: true,
  LeaderboardVisible: true,
  WeeksOpen: null,
  Persona: '14-15',
  LoginUrl: `http://localhost:3000/auth/login/${LINK_ID}`,
  JoinCode: 'K7M4QX',
  JoinUrl: 'http://localhost:3000/join',
  SignInWith: null,
  EmailDomains: [],
  PretestRequired: true,
  Players: 3,
  RefusedFull: 0,
  IsOwner: true,
  CreatedAt: '2026-11-20T00:00:00.000Z',
  ClosedAt: null,
  LastActivity: '2026-11-20T00:00:00.000Z',
  DeletesOn: '2027-12-25T00:00:00.000Z',
  DeletionWarning: false,
  ...patch,
});

export const classRow = (patch: Partial<ClassPlayerRow> = {}): ClassPlayerRow => ({
  PlayerID: 'p-rae',
  Name: 'Rae Tama',
  Email: 'rae@school.edu.au',
  GameInstanceID: INSTANCE_ID,
  Week: 3,
  TotalWeeks: 26,
  IsGameComplete: false,
  NetPosition: 1225.4,
  AgainstPar: 120,
  IsPractice: false,
  LastActive: new Date().toISOString(),
  QuizScore: 2,
  QuizQuestions: 3,
  EndQuizScore: null,
  MoneyCheckBefore: null,
  MoneyCheckAfter: null,
  Stuck: [],
  WaitingForPace: false,
  Badges: [],
  ...patch,
});

export const studentWeeks = (patch: Partial<StudentWeeks> = {}): StudentWeeks => ({
  GameInstanceID: INSTANCE_ID,
  GameLinkID: LINK_ID,
  PlayerID: 'p-rae',
  Name: 'Rae Tama',
  Week: 3,
  TotalWeeks: 26,
  IsGameComplete: false,
  NetPosition: 1225.4,
  AgainstPar: 120,
  IsPractice: false,
  Badges: [],
  Weeks: [
    {
      Week: 1,
      StartingNetPosition: 1079.4,
      FinishingNetPosition: 476.92,
      Difference: -602.48,
      Breakdown: [
        { Category: 'pay', Label: 'Pay (after tax)', Amount: 0 },
        { Category: 'bills', Label: 'New bills', Amount: -602.48 },
      ],
    },
    {
      Week: 2,
      StartingNetPosition: 476.92,
      FinishingNetPosition: 1729.4,
      Difference: 1252.48,
      Breakdown: [{ Category: 'pay', Label: 'Pay (after tax)', Amount: 1252.48 }],
    },
  ],
  ...patch,
});
