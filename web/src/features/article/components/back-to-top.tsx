import { useScrollProgress } from '../hooks/use-scroll-progress';
import './back-to-top.css';

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A round button that shows how much of the page is read (a ring and the percentage) and scrolls back to the top. */
export default function BackToTop() {
  const { percent, shown } = useScrollProgress();
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <button
      type="button"
      className={`back-to-top${shown ? ' is-shown' : ''}`}
      onClick={toTop}
      aria-label={`回到顶部，已读 ${percent}%`}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
    >
      <svg className="back-to-top__ring" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r={RADIUS} className="back-to-top__track" />
        <circle cx="24" cy="24" r={RADIUS} className="back-to-top__bar" strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)} />
      </svg>
      <span className="back-to-top__percent" aria-hidden="true">
        {percent}
        <small>%</small>
      </span>
      <svg className="back-to-top__arrow" viewBox="0 0 24 24" aria-hidden="true">
        <path d="m6 14 6-6 6 6" />
      </svg>
    </button>
  );
}
