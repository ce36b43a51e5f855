import type { addFamilyMemberBody } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { familyKey } from './get-family';

export type AddFamilyMemberBody = z.infer<typeof addFamilyMemberBody>;

/** POST /api/m/family/addfamilymember (token). */
export const addFamilyMember = (body: AddFamilyMemberBody) =>
  apiPost<unknown>('/api/m/family/addfamilymember', body);

export function useAddFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}
