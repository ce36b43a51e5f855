// The Australian Curriculum v9 content descriptions Finance Weekly's articles serve, each with
// what it says in short and where it was checked.
export interface CurriculumCode {
  code: string;
  /** The content description in a few words (our summary, not ACARA's text). */
  summary: string;
  /** The page it was checked on. */
  url: string;
}

export const curriculum: CurriculumCode[] = [];
