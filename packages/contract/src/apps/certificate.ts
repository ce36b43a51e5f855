import { z } from 'zod';

// The certificate of a finished game (spec part 2, sections 2, 4 and 7: the "survey certificate
// path", GET with GameInstanceID, a download): a PDF the player saves or prints.

export const CERTIFICATE_PATH = '/api/i/survey/certificate';

/** The name a browser saves it under: plain ASCII, nothing about the player. */
export const CERTIFICATE_FILE_NAME = 'money-challenge-certificate.pdf';

export const CERTIFICATE_MESSAGES = {
  notFinished: 'Your certificate is ready when you finish the game.',
  surveyFirst: 'Finish the end-of-game questions to get your certificate.',
} as const;

/** The answer's body: the PDF's bytes. */
export const certificateFileSchema = z.string().meta({
  description: 'The certificate, one A4 landscape page.',
  contentMediaType: 'application/pdf',
});
