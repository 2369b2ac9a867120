import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Which sides of a scrolling box hold more than is in view. */
export interface HiddenSides {
  start: boolean;
  end: boolean;
}

/**
 * What lies out of view either side, from the box's measurements. A pixel of slack either way:
 * zoomed pages report fractional widths, and a box one rounding short of its content does not scroll.
 */
export function hiddenSides(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): HiddenSides {
  const overflow = box.scrollWidth - box.clientWidth;
  if (overflow <= 1) return { start: false, end: false };
  return { start: box.scrollLeft > 1, end: box.scrollLeft < overflow - 1 };
}

/** Watches a box's scroll position and its own and its content's sizes (data arriving widens a table). */
function useHiddenSides(): [RefObject<HTMLDivElement | null>, HiddenSides] {
  const ref = useRef<HTMLDivElement>(null);
  const [sides, setSides] = useState<HiddenSides>({ start: false, end: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () =>
      setSides((before) => {
        const now = hiddenSides(box);
        return now.start === before.start && now.end === before.end ? before : now;
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);
  return [ref, sides];
}

/**
 * A wide back-office table's own scrolling region (issue 31: at 1440 px the bookings table's last
 * columns ran past the frame's edge with nothing to say so). While the table is wider than its
 * box, a line above it says it scrolls sideways, a shadow marks each edge with more beyond it,
 * and the region takes focus so arrow keys scroll it; when everything fits (or the table stacks
 * into cards on a phone) there is neither hint, landmark nor extra tab stop.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const hintId = useId();
  const [ref, sides] = useHiddenSides();
  const scrolls = sides.start || sides.end;
  return (
    <div className="admin-scroll" data-more-start={sides.start || undefined} data-more-end={sides.end || undefined}>
      {scrolls && (
        <p className="admin-scroll__hint" id={hintId}>
          <ArrowRight aria-hidden="true" size={16} />
          <span>Scroll the table sideways to see every column.</span>
        </p>
      )}
      {/* The frame carries the edge shadows: over the table, which would hide a shadow of the box's own. */}
      <div className="admin-scroll__frame">
        {/* A region (named, focusable, described by the hint) only while it scrolls: a table that fits is just a table. */}
        <div ref={ref} className="admin-table-wrap" {...(scrolls ? { role: 'region', 'aria-label': label, 'aria-describedby': hintId, tabIndex: 0 } : {})}>
          {children}
        </div>
      </div>
    </div>
  );
}
