import { icon } from '@/components/icons';

/** The player's inline icons (Lucide-style strokes), kept with the player so they load with it. */

export const PlayIcon = icon(<path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />, true);
export const PauseIcon = icon(
  <>
    <rect x="6" y="4" width="4" height="16" rx="1.2" />
    <rect x="14" y="4" width="4" height="16" rx="1.2" />
  </>,
  true,
);
export const PrevIcon = icon(
  <>
    <path d="M19 5.5v13a1 1 0 0 1-1.55.83L8 13v-2l9.45-6.33A1 1 0 0 1 19 5.5z" />
    <rect x="5" y="5" width="2.6" height="14" rx="1" />
  </>,
  true,
);
export const NextIcon = icon(
  <>
    <path d="M5 5.5v13a1 1 0 0 0 1.55.83L16 13v-2L6.55 4.67A1 1 0 0 0 5 5.5z" />
    <rect x="16.4" y="5" width="2.6" height="14" rx="1" />
  </>,
  true,
);
export const ShuffleIcon = icon(
  <>
    <path d="M2 18h1.4c1.3 0 2.5-.6 3.3-1.7l6.1-8.6c.8-1.1 2-1.7 3.3-1.7H22" />
    <path d="m18 2 4 4-4 4M2 6h1.9c1.5 0 2.9.9 3.6 2.2M22 18h-5.9c-1.3 0-2.6-.7-3.3-1.8l-.5-.8" />
    <path d="m18 14 4 4-4 4" />
  </>,
);
export const RepeatIcon = icon(
  <>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14M7 22l-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </>,
);
export const RepeatOneIcon = icon(
  <>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14M7 22l-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3M11 10h1v4" />
  </>,
);
export const VolumeIcon = icon(
  <>
    <path d="M11 4.7a.7.7 0 0 0-1.2-.5L6.4 7.6A1.4 1.4 0 0 1 5.4 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.4a1.4 1.4 0 0 1 1 .4l3.4 3.4a.7.7 0 0 0 1.2-.5z" />
    <path d="M16 9a5 5 0 0 1 0 6M19.4 18.4a9 9 0 0 0 0-12.8" />
  </>,
);
export const MuteIcon = icon(
  <>
    <path d="M11 4.7a.7.7 0 0 0-1.2-.5L6.4 7.6A1.4 1.4 0 0 1 5.4 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.4a1.4 1.4 0 0 1 1 .4l3.4 3.4a.7.7 0 0 0 1.2-.5z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </>,
);
export const ListIcon = icon(<path d="M16 5H3M16 12H3M11 19H3M21 16V5M21 16a3 3 0 1 1-3-3 3 3 0 0 1 3 3z" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const LyricIcon = icon(
  <>
    <path d="M4 6h11M4 12h8M4 18h6" />
    <circle cx="18" cy="17" r="3" />
    <path d="M21 17V6l-3-1" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />);
export const TrashIcon = icon(<path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />);
export { CloseIcon } from '@/components/icons';
export const ImageIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </>,
);
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
