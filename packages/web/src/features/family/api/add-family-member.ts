import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { familyKey } from './get-family';

export interface AddFamilyMemberBody {
  GameLinkID: string;
  Name: string;
  Age: string;
  Gender: string;
}

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
