import type { FastifyPluginAsync } from 'fastify';
import { ERRORS, success, type MentorMessage } from '@mc/contract';
import { faqs, helpMessages } from '@mc/content';
import { APP_NAMES } from '@mc/engine';
import { z } from 'zod';
import { requireUser } from '../http/auth';
import { parseInput } from '../http/errors';

// The mentor's help for each app and the FAQ file (spec part 2, section 7).

const helpQuery = z.object({
  GameID: z.uuid({ error: ERRORS.gameNotFound }),
  TargetGameAppID: z.coerce
    .number({ error: ERRORS.invalidRequest })
    .int()
    .min(1)
    .max(APP_NAMES.length),
});

const faqFile = JSON.stringify(
  faqs.map((faq) => ({ ID: faq.id, Name: faq.name, Content: faq.content })),
);

export const mentorRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/g/mentor/help-messages', { preHandler: requireUser }, async (request) => {
    const { TargetGameAppID } = parseInput(helpQuery, request.query);
    const appName = APP_NAMES[TargetGameAppID - 1];
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
