import { teacherDownload } from '../lib/teacher-api';

export const CLASS_EXPORT_TYPE = 'application/json';

/**
 * GET /api/t/links/{GameLinkID}/export.json: the whole class to keep before it is deleted (the
 * class, the CSV's rows and each game's weeks), as one file.
 */
export const exportClassJson = (gameLinkId: string) =>
  teacherDownload(`/api/t/links/${encodeURIComponent(gameLinkId)}/export.json`, CLASS_EXPORT_TYPE);
