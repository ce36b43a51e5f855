import { apiDownload } from '../../../lib/api-client';
import { gameInstanceId } from '../../../lib/game-queries';

// GET /api/i/survey/certificate?GameInstanceID=...: the game's certificate as a PDF, for the
// game's own player once the game is complete. Fetched with the token (a plain link cannot send
// it), then saved from a blob.

export const CERTIFICATE_PATH = '/api/i/survey/certificate';

export const getCertificate = () =>
  apiDownload(CERTIFICATE_PATH, { GameInstanceID: gameInstanceId() });
