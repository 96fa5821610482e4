// every game type stays reachable; the "More" menu holds copies of the types the bar hides,
// made when the bar is fitted, so the page's HTML carries each link once (content pages ≤ 30 KB of HTML).
import { describe, expect, it } from "vitest";
import { fillMore } from "../../../src/components/layout/types-overflow.ts";

function bar(): { more: HTMLElement; links: HTMLElement[] } {
  document.body.innerHTML = `
    <nav data-types>
      <div data-types-row>
        <a href="/gameHall/2" data-type-link="2"><svg></svg><span>Slots</span></a>
        <a href="/gameHall/3" data-type-link="3" aria-current="page"><svg></svg><span>Live</span></a>
        <a href="/discount" class="wide-only"><span>Promotions</span></a>
      </div>
      <details data-types-more><summary>More</summary><ul data-more-list></ul></details>
    </nav>`;
  return {
    more: document.querySelector<HTMLElement>("[data-types-more]")!,
    links: [...document.querySelectorAll<HTMLElement>("[data-types-row] a")],
  };
}

describe("the More menu of the desktop game types", () => {
  it("holds a visible copy of each hidden game type, with its address, current mark, icon and name", () => {
    const { more, links } = bar();
    for (const l of links) l.hidden = true;
    fillMore(
      more,
      links.filter((l) => l.dataset["typeLink"] !== undefined),
    );
    const copies = [...more.querySelectorAll<HTMLAnchorElement>("li > a")];
    expect(copies.map((a) => [a.getAttribute("href"), a.textContent, a.hidden])).toEqual([
      ["/gameHall/2", "Slots", false],
      ["/gameHall/3", "Live", false],
    ]);
    expect(copies[1]?.getAttribute("aria-current")).toBe("page");
    expect(copies[0]?.querySelector("svg")).not.toBeNull();
    expect(more.querySelectorAll("[data-type-link]")).toHaveLength(0);
  });

  it("is emptied again when everything fits", () => {
    const { more, links } = bar();
    fillMore(more, links.slice(0, 1));
    fillMore(more, []);
    expect(more.querySelectorAll("li")).toHaveLength(0);
  });
});
