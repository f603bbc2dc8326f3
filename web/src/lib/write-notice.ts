import { isHeldAnswer } from '@contract/write-rules-base';
import { toast } from '@/components/toast/toast';

/**
 * Tells the writer how a write went: the server's own words when the owner's rules held it
 * (审核中: "博主审核通过后公开"), otherwise the usual success words.
 */
export function toastWritten(message: string | undefined, done: string) {
  if (isHeldAnswer(message)) toast.info(message!, '已提交审核');
  else toast.success(done);
}
