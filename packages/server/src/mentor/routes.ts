import type { FastifyPluginAsync } from 'fastify';
import { appByGameAppId, mentorHelpQuery, success, type MentorMessage } from '@mc/contract';
import { faqs, helpMessages } from '@mc/content';
import { requireUser } from '../http/auth';
import { parseInput } from '../http/errors';
import { requirePlayerOfGame } from '../games/game-content';

// The mentor's help for each app and the FAQ file (spec part 2, section 7).

const faqFile = JSON.stringify(
  faqs.map((faq) => ({ ID: faq.id, Name: faq.name, Content: faq.content })),
);

export const mentorRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/g/mentor/help-messages', { preHandler: requireUser }, async (request) => {
    const { GameID, TargetGameAppID } = parseInput(mentorHelpQuery, request.query);
    await requirePlayerOfGame(app.db, request.userId, GameID);
    const appName = appByGameAppId(TargetGameAppID)?.name;
    const messages: MentorMessage[] = helpMessages
      .filter((message) => message.appKey === appName)
      .map((message, index) => ({
        ID: `${message.appKey}-${index + 1}`,
        Title: message.title,
        Body: message.body,
        Tag: message.tag ?? null,
      }));
    return success(messages);
  });

  // A static file in the spec: the same bytes for everyone, cacheable for an hour.
  app.get('/faqs.json', async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(faqFile),
  );
};
