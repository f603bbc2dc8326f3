import { useRef, useState } from 'react';

interface MutationOptions<TResult, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  onSuccess?: (result: TResult, variables: TVariables) => unknown;
  onError?: (error: unknown, variables: TVariables) => unknown;
}

/**
 * A write and its callbacks (React Query's useMutation, the part the console
 * uses): mutateAsync runs it, awaits onSuccess or onError, and resolves with
 * the result or rejects with the error; isPending follows the latest call.
 */
export function useMutation<TResult, TVariables>({ mutationFn, onSuccess, onError }: MutationOptions<TResult, TVariables>) {
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);
  const mutateAsync = async (variables: TVariables): Promise<TResult> => {
    const call = ++latest.current;
    setPending(true);
    try {
      const result = await mutationFn(variables);
      await onSuccess?.(result, variables);
      return result;
    } catch (error) {
      await onError?.(error, variables);
      throw error;
    } finally {
      if (call === latest.current) setPending(false);
    }
  };
  return { isPending, mutateAsync };
}
