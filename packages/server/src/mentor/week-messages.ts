import type { MentorMessage } from '@mc/contract';
import { mentorWelcome, weeklyMentorTips } from '@mc/content';

/** What the mentor says as a week starts: the welcome in week 1, then the week's tip. */
export function mentorMessagesForWeek(week: number): MentorMessage[] {
  if (week === 1) {
    return mentorWelcome.map((page, index) => ({
      ID: `welcome-${index + 1}`,
      Title: page.title,
      Body: page.body,
      Tag: null,
    }));
  }
  const tip = weeklyMentorTips.find((candidate) => candidate.week === week);
  return tip ? [{ ID: `tip-${week}`, Title: tip.title, Body: tip.body, Tag: null }] : [];
}
