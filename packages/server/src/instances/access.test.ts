import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { authorize, permissionsOn, type Requester } from './access';
import type { InstanceHead } from './head';

const head: InstanceHead = {
  user_id: 'sam',
  game_link_id: 'link-10b',
  game_id: 'game',
  scenario_key: 'starter',
  version: 3,
  sealed_pages: 0,
  sealed_message_pages: 0,
  sealed_diary_pages: 0,
  is_practice: 0,
};
const player = (userId: string): Requester => ({ role: 'player', userId });

const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.statusCode : error;
  }
  return 200;
};

describe('the access policy', () => {
  it('lets a player read and change their own instance, and nothing of anyone else', () => {
    expect([...permissionsOn(player('sam'), head)]).toEqual(['read', 'change']);
    expect([...permissionsOn(player('alex'), head)]).toEqual([]);
  });

  it('answers 404 for no instance and 403 for an action the requester may not take', () => {
    expect(statusOf(() => authorize(player('sam'), head, 'change'))).toBe(200);
    expect(statusOf(() => authorize(player('sam'), null, 'read'))).toBe(404);
    expect(statusOf(() => authorize(player('alex'), head, 'read'))).toBe(403);
  });

  it("lets a teacher read the instances of their classes' links, change none, and see no other", () => {
    const teacher: Requester = {
      role: 'teacher',
      userId: 'ms-lee',
      linkIds: new Set(['link-10b']),
    };
    const other: Requester = { role: 'teacher', userId: 'mr-ng', linkIds: new Set(['link-9c']) };
    expect([...permissionsOn(teacher, head)]).toEqual(['read']);
    expect(statusOf(() => authorize(teacher, head, 'read'))).toBe(200);
    expect(statusOf(() => authorize(teacher, head, 'change'))).toBe(403);
    expect(statusOf(() => authorize(other, head, 'read'))).toBe(403);
  });
});
