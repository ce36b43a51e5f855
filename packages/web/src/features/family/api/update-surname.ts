import type { updateSurnameBody } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { familyKey } from './get-family';

export type UpdateSurnameBody = z.infer<typeof updateSurnameBody>;

/** POST /api/m/family/updatesurname (token). */
export const updateSurname = (body: UpdateSurnameBody) =>
  apiPost<unknown>('/api/m/family/updatesurname', body);

export function useUpdateSurname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSurname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}
