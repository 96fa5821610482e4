// useLoadedView: the late islands' shells (red envelope, sign-in card, promotion pop-up, quick-bet frame; issue
// 10 "after the page is interactive") load their view's code only once asked, once, and render it as an
// ordinary update, never through Suspense (React 19.3 error #177 on the lazy retry; see loaded-view.ts).
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLoadedView } from "../../../src/components/ui/loaded-view.ts";

function View({ word }: { word: string }) {
  return <p>view says {word}</p>;
}

function Shell({ when, load }: { when: boolean; load: () => Promise<{ default: typeof View }> }) {
  const Loaded = useLoadedView(when, load);
  return Loaded ? <Loaded word="hello" /> : <p>nothing yet</p>;
}

afterEach(cleanup);

describe("useLoadedView (late islands load after the page is interactive)", () => {
  it("loads nothing until asked, then loads once and renders the view with its props", async () => {
    const load = vi.fn(() => Promise.resolve({ default: View }));
    const { rerender } = render(<Shell when={false} load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText("nothing yet")).toBeTruthy();

    rerender(<Shell when load={load} />);
    expect(await screen.findByText("view says hello")).toBeTruthy();
    rerender(<Shell when load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("code asked for, then not wanted before it arrives, is kept: asked again, it shows without a second load", async () => {
    let resolve!: (m: { default: typeof View }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof View }>((r) => (resolve = r)));
    const { rerender } = render(<Shell when load={load} />);
    rerender(<Shell when={false} load={load} />);
    await act(async () => resolve({ default: View }));
    expect(screen.getByText("nothing yet")).toBeTruthy();
    rerender(<Shell when load={load} />);
    expect(screen.getByText("view says hello")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hides the view again when the condition turns false", async () => {
    const load = () => Promise.resolve({ default: View });
    const { rerender } = render(<Shell when load={load} />);
    await screen.findByText("view says hello");
    rerender(<Shell when={false} load={load} />);
    expect(screen.getByText("nothing yet")).toBeTruthy();
  });
});
