import { z } from 'zod';
import { resultSchema } from './result-schema';

// The teacher's weekly guide for a class (issue 33): for each week of the class's game, Finance
// Weekly's article (title, topic, curriculum codes), three questions for a class discussion and
// the week's quiz with its answers; and the money check's questions with theirs, when the class
// has the check. Printable; behind the teacher's sign-in, as it holds the answers.

export interface GuideQuestion {
  /** 'Multiple choice', 'True or false' or 'Fill the blanks'. */
  Kind: string;
  /** The question; a fill-the-blanks sentence with each blank as a line (____). */
  Text: string;
  /** The answers offered, in order (none for true or false). */
  Options: string[];
  /** The right answer in words: an option, True or False, or the blanks' words in order. */
  Answer: string;
  Explanation: string;
}

export interface GuideCurriculum {
  /** An Australian Curriculum v9 content description code ('AC9HE9K05'). */
  Code: string;
  /** What it says, in short (our summary, not ACARA's words). */
  Summary: string;
}

export interface GuideWeek {
  Week: number;
  Title: string;
  /** The money topic the article teaches, as a teacher reads it ('Credit'). */
  Topic: string;
  Curriculum: GuideCurriculum[];
  Discussion: string[];
  QuizTitle: string;
  /** Whether a student must do the week's quiz before the week can end. */
  QuizRequired: boolean;
  Questions: GuideQuestion[];
}

export interface GuideCheckItem extends GuideQuestion {
  Topic: string;
  Curriculum: GuideCurriculum[];
}

export interface ClassGuide {
  GroupName: string;
  Weeks: GuideWeek[];
  /** The money check's questions in the order students meet them; empty without the check. */
  MoneyCheck: GuideCheckItem[];
}

const question = {
  Kind: z.string(),
  Text: z.string(),
  Options: z.array(z.string()),
  Answer: z.string(),
  Explanation: z.string(),
};
const curriculumSchema = z.object({ Code: z.string(), Summary: z.string() });

export const classGuideSchema = resultSchema<ClassGuide>()(
  z
    .object({
      GroupName: z.string(),
      Weeks: z.array(
        z.object({
          Week: z.number().int(),
          Title: z.string(),
          Topic: z.string(),
          Curriculum: z.array(curriculumSchema),
          Discussion: z.array(z.string()),
          QuizTitle: z.string(),
          QuizRequired: z.boolean(),
          Questions: z.array(z.object(question)),
        }),
      ),
      MoneyCheck: z.array(
        z.object({ ...question, Topic: z.string(), Curriculum: z.array(curriculumSchema) }),
      ),
    })
    .meta({ id: 'ClassGuide' }),
);
