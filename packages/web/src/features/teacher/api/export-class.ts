import { teacherDownload } from '../lib/teacher-api';

export const CLASS_CSV_TYPE = 'text/csv';

/** GET /api/t/links/{GameLinkID}/export.csv: the whole class as a spreadsheet file. */
export const exportClass = (gameLinkId: string) =>
  teacherDownload(`/api/t/links/${encodeURIComponent(gameLinkId)}/export.csv`, CLASS_CSV_TYPE);
