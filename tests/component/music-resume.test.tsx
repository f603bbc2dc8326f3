import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, expect, it, vi } from 'vitest';
import { MusicDisc } from '@/features/music/components/music-disc';
import { useMusicShell } from '@/features/music/stores/music-shell-store';
import { renderInApp } from './harness';

afterEach(() => useMusicShell.setState({ resumeOffer: null, playing: false }));

// after a reload the browser keeps the music silent until a tap: the disc offers that tap, with the song's name
it('offers 继续播放 with the song that was playing; a tap resumes it and the offer goes', async () => {
  localStorage.setItem('musicNoticeSeen', 'true');
  const resume = vi.fn(() => useMusicShell.getState().setNowPlaying(true));
  useMusicShell.getState().offerResume({ song: '送别', resume });
  await renderInApp(<MusicDisc />);
  const offer = screen.getByRole('button', { name: /继续播放\s*《送别》/ });
  await userEvent.click(offer);
  expect(resume).toHaveBeenCalledOnce();
  await waitFor(() => expect(screen.queryByRole('group', { name: '上次的音乐' })).toBeNull());
});

it('不用了 dismisses it without playing', async () => {
  const resume = vi.fn();
  useMusicShell.getState().offerResume({ song: '送别', resume });
  await renderInApp(<MusicDisc />);
  await userEvent.click(screen.getByRole('button', { name: '不用了' }));
  expect(resume).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: /继续播放/ })).toBeNull();
});
