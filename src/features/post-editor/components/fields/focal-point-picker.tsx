import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { FocalPoint } from '@/features/posts';
import { FOCAL_STEP, FOCAL_STEP_LARGE } from '../../config';

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Where the subject of a picture is, so crops keep it: click or drag on the picture, or focus
 * the marker and move it with the arrow keys (Shift: larger steps, Home: the centre). The
 * position is said in words beside it. `value` null is the centre, not yet chosen.
 */
export function FocalPointPicker({
  src,
  value,
  onChange,
  name,
}: {
  src: string;
  value: FocalPoint | null | undefined;
  onChange: (focal: FocalPoint | null) => void;
  /** Which picture, for the marker's name ('Focal point of photo 2'). */
  name?: string;
}) {
  const statusId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const point = value ?? { x: 50, y: 50 };

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Home') {
      event.preventDefault();
      onChange({ x: 50, y: 50 });
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow || event.altKey) return;
    event.preventDefault();
    const step = event.shiftKey ? FOCAL_STEP_LARGE : FOCAL_STEP;
    onChange({ x: clamp(point.x + arrow[0] * step), y: clamp(point.y + arrow[1] * step) });
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={frame}
        className="relative w-full max-w-sm cursor-crosshair touch-none select-none"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) fromPointer(event);
        }}
      >
        <img src={src} alt="" className="block h-auto w-full bg-ivory-200" draggable={false} />
        <button
          type="button"
          aria-label={`Focal point${name ? ` of ${name}` : ''}`}
          aria-describedby={statusId}
          onKeyDown={onKeyDown}
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
          className="absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-ivory-50 bg-ink/40 shadow outline-offset-2 focus-visible:outline-3 focus-visible:outline-champagne-500"
        />
      </div>
      <p id={statusId} aria-live="polite" className="text-sm text-ink-700">
        {value
          ? `Focal point: ${point.x}% across, ${point.y}% down.`
          : 'Focal point: the centre (not chosen).'}{' '}
        <span className="text-ink-500">
          Click the picture, or use the arrow keys on the marker.
        </span>
      </p>
    </div>
  );
}
