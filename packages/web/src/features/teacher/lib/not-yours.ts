import { ApiFailure } from '../../../lib/api-client';

// A class or student that is not the teacher's: the server answers 403 (one answer for "someone
// else's" and "none at all", decision 023), and the page says so rather than "couldn't load".

export const NOT_YOUR_CLASS =
  "This class isn't one of yours. Go back to My classes to choose another.";
export const NOT_YOUR_STUDENT =
  "This student isn't in one of your classes. Go back to My classes to choose another.";

/** The server's refusal of a class or game that is not the teacher's. */
export const notYours = (error: unknown) => error instanceof ApiFailure && error.status === 403;
