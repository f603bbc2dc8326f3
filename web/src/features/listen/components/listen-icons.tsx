import { icon } from '@/components/icons';

export const PlayIcon = icon(<path d="M7 4.5v15l12-7.5Z" />, true);
export const PauseIcon = icon(<path d="M6 4h4v16H6zM14 4h4v16h-4z" />, true);
export const SkipIcon = icon(<path d="M5 4.5v15l10-7.5ZM17 5h2.5v14H17z" />, true);
export const HeadphonesIcon = icon(<path d="M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1v-7h3ZM3 19a2 2 0 0 0 2 2h1v-7H3Z" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const UpIcon = icon(<path d="m18 15-6-6-6 6" />);
export const QuoteIcon = icon(<path d="M7 7h4v4c0 3-1.5 5-4 6M14 7h4v4c0 3-1.5 5-4 6" />);
export const TrashIcon = icon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
