import { apiDownload } from './api-client';

// GET /api/Account/export: everything kept about the signed-in account (decision 030), as the
// JSON file the player saves. Shared by game selection and the family's page, the two homes of
// an account.

export const MY_DATA_PATH = '/api/Account/export';

export const exportMyData = () =>
  apiDownload(MY_DATA_PATH, undefined, { accept: 'application/json' });
