import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchAdminFaq, moveAdminFaq } from '../../api/faq-admin.api';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { feedbackKeys } from '../feedback';

export const faqAdminKeys = {
  all: ['faq-admin'] as const,
  list: () => [...faqAdminKeys.all, 'list'] as const,
};

export const adminFaqQuery = () =>
  queryOptions({ queryKey: faqAdminKeys.list(), queryFn: ({ signal }) => fetchAdminFaq(signal) });

/** A write of the FAQ: after it the editor's list and the member's FAQ are read again. */
export function useFaqWrite<V, R>(write: (vars: V, idempotencyKey: string) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(vars, newIdempotencyKey()),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: faqAdminKeys.list() });
      void client.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}

/** Moves an entry; the answer is the list in its new order, shown at once. */
export function useMoveFaq() {
  const client = useQueryClient();
  return useFaqWrite(async ({ id, position }: { id: number; position: number }, key) => {
    const list = await moveAdminFaq(id, position, key);
    client.setQueryData(faqAdminKeys.list(), list);
    return list;
  });
}
