import type { addFamilyMemberBody, updateFamilyMemberBody, updateSurnameBody } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { familyKey } from './get-family';

/** A change to the family (token), after which the family list is read again. */
function useFamilyChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiPost<unknown>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}

/** POST /api/m/family/addfamilymember. */
export const useAddFamilyMember = () =>
  useFamilyChange<z.infer<typeof addFamilyMemberBody>>('/api/m/family/addfamilymember');

/** POST /api/m/family/updatefamilymember. */
export const useUpdateFamilyMember = () =>
  useFamilyChange<z.infer<typeof updateFamilyMemberBody>>('/api/m/family/updatefamilymember');

/** POST /api/m/family/updatesurname. */
export const useUpdateSurname = () =>
  useFamilyChange<z.infer<typeof updateSurnameBody>>('/api/m/family/updatesurname');
