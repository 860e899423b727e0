import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  setVisibleRatio,
} from '@/testing/intersection-observer';
import { useInView, type InViewOptions } from './use-in-view';

function Probe(options: InViewOptions) {
  const [ref, inView] = useInView<HTMLDivElement>(options);
  return <div ref={ref}>{inView ? 'in view' : 'out of view'}</div>;
}

beforeEach(() => {
  installFakeIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useInView', () => {
  it('observes with the given threshold and margin, and is in view only at the threshold', () => {
    const { container } = render(<Probe threshold={0.5} rootMargin="600px 0px" />);
    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.options).toEqual({ threshold: 0.5, rootMargin: '600px 0px' });
    expect(observer.targets).toEqual([container.firstChild]);
    expect(container).toHaveTextContent('out of view');

    setVisibleRatio(0.49);
    expect(container).toHaveTextContent('out of view');
    setVisibleRatio(0.5);
    expect(container).toHaveTextContent('in view');
    setVisibleRatio(0);
    expect(container).toHaveTextContent('out of view');
  });

  it('tells the callback about every observation', () => {
    const onChange = vi.fn();
    render(<Probe threshold={0.1} onChange={onChange} />);
    setVisibleRatio(0.05);
    setVisibleRatio(0.1);
    expect(onChange.mock.calls.map(([visible]) => visible)).toEqual([false, true]);
  });

  it('stops observing once seen when asked to', () => {
    const { container } = render(<Probe once />);
    setVisibleRatio(1);
    setVisibleRatio(0);
    expect(container).toHaveTextContent('in view');
    expect(FakeIntersectionObserver.instances[0]!.targets).toEqual([]);
  });

  it('observes nothing while disabled', () => {
    const onChange = vi.fn();
    render(<Probe enabled={false} onChange={onChange} />);
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it('counts as in view without IntersectionObserver, but never calls the callback', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onChange = vi.fn();
    const { container } = render(<Probe onChange={onChange} />);
    expect(container).toHaveTextContent('in view');
    expect(onChange).not.toHaveBeenCalled();
  });
});
