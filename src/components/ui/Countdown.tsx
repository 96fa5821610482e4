// Island piece. Shows the time left until `until` (ms since epoch), ticking every second; calls onEnd once at 0.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { TIMING } from "../../lib/config/constants.ts";
import { formatSeconds, secondsLeft } from "./countdown.ts";

export interface CountdownProps {
  until: number;
  onEnd?: () => void;
  /** Custom rendering of the seconds left; default "m:ss". */
  render?: (seconds: number) => ReactNode;
  className?: string;
}

export default function Countdown({ until, onEnd, render, className }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  const left = secondsLeft(until, now);
  useEffect(() => {
    ended.current = false;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TIMING.countdownTickMs);
    return () => clearInterval(timer);
  }, [until]);
  useEffect(() => {
    if (left === 0 && !ended.current) {
      ended.current = true;
      endRef.current?.();
    }
  }, [left]);
  return (
    <span className={className} role="timer" aria-live="off">
      {render ? render(left) : formatSeconds(left)}
    </span>
  );
}
