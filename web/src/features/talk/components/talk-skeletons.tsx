/** Placeholder cards shaped like talks while the first page loads. */
export function TalkSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="talk-list" role="status" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton talk-skeleton" />
      ))}
    </div>
  );
}
