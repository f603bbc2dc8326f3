import { MegaphoneIcon } from '@/components/icons';

/** The owner's notice board; rendered as text, never as HTML. */
export function NoticeCard({ notice }: { notice: string }) {
  if (!notice.trim()) return null;
  return (
    <section className="card side-card" aria-labelledby="notice-card-title">
      <h2 className="side-card__title" id="notice-card-title">
        <MegaphoneIcon className="side-card__icon side-card__icon--shake" />
        公告
      </h2>
      <p className="notice-card__text">{notice}</p>
    </section>
  );
}
