import type { FastifyPluginAsync } from 'fastify';
import {
  CERTIFICATE_FILE_NAME,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATH,
  ERRORS,
  instanceQuery,
} from '@mc/contract';
import { selectSurveyStatus, type GameState } from '@mc/engine';
import { ApiError, badRequest, notFound, parseInput } from '../http/errors';
import { instanceFor, protect } from '../http/instance-routes';
import { certificateDetails, findCertificateFacts } from './details';
import { renderCertificate } from './render';

// GET /api/i/survey/certificate?GameInstanceID=... (spec part 2, section 7: the "survey
// certificate path", a download): the certificate of a finished game, for its own player only
// (the access rules of every /api/i/ read), as a PDF to save.

/** The PDF made for a state, kept while the state is (a finished game's rarely changes). */
const madeFor = new WeakMap<GameState, { facts: string; pdf: Buffer }>();

export const certificateRoutes: FastifyPluginAsync = async (app) => {
  protect(app);

  app.get(CERTIFICATE_PATH, async (request, reply) => {
    const input = parseInput(instanceQuery, request.query);
    const instance = await instanceFor(request, input.GameInstanceID);
    if (!instance.state.isGameComplete) throw badRequest(CERTIFICATE_MESSAGES.notFinished);
    // Spec part 2, section 4: with a survey that is not optional, the certificate comes after it.
    const survey = selectSurveyStatus(instance.state);
    if (survey.hasEndSurvey && !survey.isOptional && !survey.isComplete)
      throw badRequest(CERTIFICATE_MESSAGES.surveyFirst);
    const facts = await findCertificateFacts(app.db, instance.id);
    if (!facts) throw notFound(ERRORS.gameInstanceDoesNotExist);
    const key = JSON.stringify(facts);
    let made = madeFor.get(instance.state);
    if (made?.facts !== key) {
      // Drawing one costs about as much CPU as a command, so it counts against the same limit.
      if (!app.playerCommands.take(request.userId)) throw new ApiError(429, ERRORS.tooManyCommands);
      made = {
        facts: key,
        pdf: await renderCertificate(
          certificateDetails(instance.state, instance.content, facts, instance.par),
        ),
      };
      madeFor.set(instance.state, made);
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${CERTIFICATE_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(made.pdf);
  });
};
