import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { familyKey } from './get-family';

export interface UpdateFamilyMemberBody {
  ID: string;
  Name: string;
  Age: string;
  Gender: string;
}

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
