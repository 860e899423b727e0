import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  setVisibleRatio,
} from '@/testing/intersection-observer';
import { PreviewCard } from './preview-card';

const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();

function renderCard(video: string | null = 'demo/videos/first-look.mp4') {
  const view = render(
    <MemoryRouter>
      <PreviewCard
        to="/blog/first-look"
        title="First Look"
        label="Real Weddings"
        image="demo/posts/first-look-1600.webp"
        video={video}
      />
    </MemoryRouter>,
  );
  const videoElement = view.container.querySelector('video');
  const image = view.container.querySelector('img')!;
  const fire = (type: 'playing' | 'ended') =>
    act(() => void videoElement!.dispatchEvent(new Event(type)));
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const showsStill = () => !image.hidden && (videoElement === null || videoElement.hidden);
  return { ...view, videoElement, image, fire, advance, showsStill };
}

beforeEach(() => {
  vi.useFakeTimers();
  installFakeIntersectionObserver();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  play.mockClear();
  pause.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PreviewCard video', () => {
  it('links to its page with the title, and a muted video that preloads nothing', () => {
    const { getByRole, videoElement, image } = renderCard();
    expect(getByRole('link', { name: /First Look/ })).toHaveAttribute('href', '/blog/first-look');
    expect(videoElement).toHaveAttribute('preload', 'none');
    expect(videoElement!.muted).toBe(true);
    expect(videoElement).toHaveAttribute('poster');
    expect(image).toHaveAttribute('width', '287');
    expect(image).toHaveAttribute('height', '400');
  });

  it('plays only once at least half of the card is visible, the still image hidden meanwhile', () => {
    const { image, videoElement } = renderCard();
    expect(FakeIntersectionObserver.instances[0]!.options.threshold).toBe(0.5);
    expect(image.hidden).toBe(true);

    setVisibleRatio(0.49);
    expect(play).not.toHaveBeenCalled();

    setVisibleRatio(0.5);
    expect(play).toHaveBeenCalledTimes(1);
    expect(videoElement!.hidden).toBe(false);
    expect(image.hidden).toBe(true);
  });

  it('plays twice through, then stops on the still image', () => {
    const { fire, showsStill } = renderCard();
    setVisibleRatio(1);
    fire('playing');
    fire('ended');
    expect(play).toHaveBeenCalledTimes(2);
    expect(showsStill()).toBe(false);

    fire('playing');
    fire('ended');
    expect(play).toHaveBeenCalledTimes(2);
    expect(pause).toHaveBeenCalled();
    expect(showsStill()).toBe(true);
  });

  it('cuts a single play off at 6 s of playing, which counts as one of the two', () => {
    const { fire, advance, showsStill } = renderCard();
    setVisibleRatio(1);
    fire('playing');
    advance(5999);
    expect(play).toHaveBeenCalledTimes(1);

    advance(1);
    expect(play).toHaveBeenCalledTimes(2);
    expect(showsStill()).toBe(false);

    fire('playing');
    advance(6000);
    expect(showsStill()).toBe(true);
  });

  it('stops 15 s after it started, however slowly it plays', () => {
    const { advance, showsStill } = renderCard();
    setVisibleRatio(1);
    // Never reaches 'playing' (a slow network): only the 15 s cap applies.
    advance(14_999);
    expect(showsStill()).toBe(false);

    advance(1);
    expect(showsStill()).toBe(true);
    expect(pause).toHaveBeenCalled();
  });

  it('pauses and resets when it leaves the view, and plays afresh when seen again', () => {
    const { videoElement, fire, showsStill } = renderCard();
    setVisibleRatio(1);
    fire('playing');
    fire('ended');
    videoElement!.currentTime = 3;
    pause.mockClear();

    setVisibleRatio(0.2);
    expect(pause).toHaveBeenCalled();
    expect(videoElement!.currentTime).toBe(0);
    expect(showsStill()).toBe(false);

    play.mockClear();
    setVisibleRatio(0.8);
    expect(play).toHaveBeenCalledTimes(1);
    fire('playing');
    fire('ended');
    // A fresh count: one pass done, one to go.
    expect(play).toHaveBeenCalledTimes(2);
    expect(showsStill()).toBe(false);
  });

  it('shows the still image and never plays when motion is reduced', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener() {},
      removeEventListener() {},
    }));
    const { showsStill } = renderCard();
    setVisibleRatio(1);
    expect(play).not.toHaveBeenCalled();
    expect(showsStill()).toBe(true);
  });

  it('shows the image at once when there is no video', () => {
    const { videoElement, showsStill } = renderCard(null);
    expect(videoElement).toBeNull();
    expect(showsStill()).toBe(true);
  });
});
