import { PERSONA_LABELS, type TeacherLink } from '@mc/contract';

/** 'Year 10 · Commerce · 26 weeks': what tells two classes apart, without the empty parts. */
export function classFacts(link: TeacherLink): string {
  const year = link.GroupYear?.trim();
  return [
    year ? (/^\d+$/.test(year) ? `Year ${year}` : year) : null,
    link.GroupSubject?.trim() || null,
    `${link.TotalWeeks} weeks`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** '3 of 40 students'; `players` when the page knows a fresher count than the list of classes. */
export const seatsText = (link: TeacherLink, players = link.Players) =>
  `${players} of ${link.MaxPlayers} ${link.MaxPlayers === 1 ? 'student' : 'students'}`;

/** How the class signs in (issue 31), when the teacher chose: null for any way. */
export function signInText(link: Pick<TeacherLink, 'SignInWith' | 'EmailDomains'>): string | null {
  const domains = link.EmailDomains.map((domain) => `@${domain}`).join(' or ');
  if (link.SignInWith && domains)
    return `Students sign in with ${link.SignInWith} only, with ${domains} emails`;
  if (link.SignInWith) return `Students sign in with ${link.SignInWith} only`;
  if (domains) return `Only ${domains} emails`;
  return null;
}

/** Who the class plays (one persona for every student), or on a family link, each their own age. */
export const personaText = (link: Pick<TeacherLink, 'Persona'>): string =>
  link.Persona ? PERSONA_LABELS[link.Persona] : 'Each family member plays their own age';
