// Where Job Finder lives (spec part 2 section 2) and its colour in the title bar.
export const JOB_FINDER_PATH = '/app/dashboard/job-finder';
export const JOB_FINDER_ACCENT = '#4338ca';

/** One posting's detail: /app/dashboard/job-finder/job/{id}. */
export const jobPostingPath = (id: string) => `${JOB_FINDER_PATH}/job/${encodeURIComponent(id)}`;
