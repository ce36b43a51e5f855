import type { updateFamilyMemberBody } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { familyKey } from './get-family';

export type UpdateFamilyMemberBody = z.infer<typeof updateFamilyMemberBody>;

/** POST /api/m/family/updatefamilymember (token). */
export const updateFamilyMember = (body: UpdateFamilyMemberBody) =>
  apiPost<unknown>('/api/m/family/updatefamilymember', body);

export function useUpdateFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}
