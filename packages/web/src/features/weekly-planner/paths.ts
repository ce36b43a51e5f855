// Where the Weekly Planner lives (spec part 2 section 2) and its colour in the title bar (its
// app's violet on the home screen). Its two tabs are routes of their own; the diary's past
// entries open with the week in `?week=`.
export const PLANNER_PATH = '/app/dashboard/weeklyplanner';
export const PLANNER_ACCENT = '#7c3aed';

export const MY_BUDGET_PATH = `${PLANNER_PATH}/mybudget`;
export const DIARY_PATH = `${PLANNER_PATH}/diary`;
export const ARCHIVE_PATH = `${PLANNER_PATH}/archive`;

/** A past week's diary entry: /weeklyplanner/archive/view?week=3. */
export const archiveViewPath = (week: number) => `${ARCHIVE_PATH}/view?week=${week}`;
