import type { MentorMessage } from '@mc/contract';
import { fitsPersona, mentorWelcome, personaForAge, weeklyMentorTips } from '@mc/content';

/**
 * What the mentor says as a week starts: the welcome in week 1, then the week's tip for the
 * player's persona (the age their game gives them).
 */
export function mentorMessagesForWeek(week: number, ageYears: number): MentorMessage[] {
  if (week === 1) {
    return mentorWelcome.map((page, index) => ({
      ID: `welcome-${index + 1}`,
      Title: page.title,
      Body: page.body,
      Tag: null,
    }));
  }
  const persona = personaForAge(ageYears);
  const tip = weeklyMentorTips.find(
    (candidate) => candidate.week === week && fitsPersona(candidate, persona),
  );
  return tip ? [{ ID: `tip-${week}`, Title: tip.title, Body: tip.body, Tag: null }] : [];
}
