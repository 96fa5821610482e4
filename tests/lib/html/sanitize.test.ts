// @vitest-environment jsdom
// "Platform HTML is hostile until proven otherwise": the OWASP XSS filter-evasion cheat sheet
// (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html) fed to the one
// sanitiser. Whatever goes in, what comes out has no event-handler attribute, no javascript:/vbscript:/data:
// link, no script, frame, object, form, base, meta or style element, and every link opens with
// rel="noopener noreferrer".
import { describe, expect, it } from "vitest";
import { htmlToText, isSafeHref, isSafeImageSrc, sanitizeHtml } from "../../../src/lib/html/sanitize.ts";
import { sanitizeHtmlOnServer } from "../../../src/lib/html/sanitize-server.ts";

const VECTORS: [string, string][] = [
  ["script tag", `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`],
  [
    "polyglot",
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  ],
  ["img javascript src", `<IMG SRC="javascript:alert('XSS');">`],
  ["img no quotes", `<IMG SRC=javascript:alert('XSS')>`],
  ["img case", `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ["img entity", `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`],
  ["img grave", "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>"],
  ["malformed a", `\\<a onmouseover="alert(document.cookie)"\\>xxs link\\</a\\>`],
  ["malformed img", `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`],
  ["fromCharCode", `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`],
  ["img onerror", `<img src=x onerror=alert(1)>`],
  ["img onerror entity", `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`],
  [
    "img onerror encoded",
    `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  ],
  [
    "decimal entities",
    `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  ],
  [
    "decimal no semicolon",
    `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  ],
  [
    "hex entities",
    `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  ],
  ["embedded tab", `<IMG SRC="jav	ascript:alert('XSS');">`],
  ["encoded tab", `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ["encoded newline", `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`],
  ["encoded CR", `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`],
  ["null byte", `<IMG SRC=java\u0000script:alert("XSS")>`],
  ["leading spaces and meta chars", `<IMG SRC=" &#14;  javascript:alert('XSS');">`],
  ["non-alpha non-digit", `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`],
  ["body onload", `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`],
  ["extra open bracket", `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`],
  ["no closing script", `<SCRIPT SRC=https://xss.example/xss.js?< B >`],
  ["half open", `<IMG SRC="\`<javascript:alert>\`('XSS')"`],
  ["end title", `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`],
  ["input image", `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`],
  ["body background", `<BODY BACKGROUND="javascript:alert('XSS')">`],
  ["img dynsrc", `<IMG DYNSRC="javascript:alert('XSS')">`],
  ["img lowsrc", `<IMG LOWSRC="javascript:alert('XSS')">`],
  ["list-style-image", `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`],
  ["vbscript img", `<IMG SRC='vbscript:msgbox("XSS")'>`],
  ["svg onload", `<svg/onload=alert('XSS')>`],
  ["svg onload nested", `<svg><g onload="alert(1)"><a xlink:href="javascript:alert(2)"><text>x</text></a></g></svg>`],
  ["body onload plain", `<BODY ONLOAD=alert('XSS')>`],
  ["bgsound", `<BGSOUND SRC="javascript:alert('XSS');">`],
  ["link stylesheet", `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ["remote stylesheet", `<STYLE>@import'https://xss.example/xss.css';</STYLE>`],
  ["style expression", `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`],
  ["style background url", `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`],
  ["img style expression", `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`],
  ["meta refresh", `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  [
    "meta refresh data",
    `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  ],
  ["iframe", `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`],
  ["iframe event", `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`],
  ["iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`],
  ["frameset", `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`],
  [
    "table background",
    `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><TD BACKGROUND="javascript:alert('XSS')">x</td></tr></TABLE>`,
  ],
  ["object", `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`],
  [
    "embed",
    `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  ],
  ["base href", `<BASE HREF="javascript:alert('XSS');//"><a href="/x">x</a>`],
  [
    "form action",
    `<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button><input type=submit></form>`,
  ],
  ["a javascript href", `<a href="javascript:alert(1)">x</a>`],
  ["a javascript href entity", `<a href="&#106;avascript:alert(1)">x</a>`],
  ["a javascript href whitespace", `<a href="  java\tscript:alert(1)">x</a>`],
  ["a javascript href case", `<a href="JaVaScRiPt:alert(1)">x</a>`],
  ["a vbscript href", `<a href="vbscript:msgbox(1)">x</a>`],
  ["a data href", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`],
  ["a protocol-relative", `<a href="//evil.example/">x</a>`],
  ["a http", `<a href="http://evil.example/">x</a>`],
  ["a onmouseover", `<a href="/discount" onmouseover="alert(1)" onfocus=alert(2) autofocus>x</a>`],
  ["img data svg", `<img src="data:image/svg+xml,<svg onload=alert(1)>">`],
  [
    "xml data island",
    `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML><SPAN DATASRC="#xss" DATAFLD="B" DATAFORMATAS="HTML"></SPAN>`,
  ],
  [
    "html+time",
    `<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert("XSS")</SCRIPT>"></BODY></HTML>`,
  ],
  ["mXSS noscript", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`],
  ["mXSS template", `<template><img src=x onerror=alert(1)></template><p>x</p>`],
  ["mXSS math style", `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`],
  ["mXSS svg p", `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`],
  ["mXSS form namespace", `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`],
  ["details ontoggle", `<details open ontoggle=alert(1)><summary>x</summary></details>`],
  ["marquee onstart", `<marquee onstart=alert(1)>x</marquee>`],
  ["video source onerror", `<video><source onerror="alert(1)"></video>`],
  ["audio src", `<audio src=x onerror=alert(1)></audio>`],
  [
    "animate href",
    `<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>click</text></a></svg>`,
  ],
  ["dom clobbering", `<img name=cookie><form name=getElementById></form><a id=location href="/x">x</a>`],
];

const FORBIDDEN_TAGS = [
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "base",
  "meta",
  "link",
  "style",
  "form",
  "input",
  "button",
  "svg",
  "math",
  "noscript",
  "template",
  "xml",
  "video",
  "audio",
  "source",
  "details",
  "marquee",
];

function parse(html: string): HTMLElement {
  const doc = document.implementation.createHTMLDocument("t");
  doc.body.innerHTML = html;
  return doc.body;
}

function problems(html: string): string[] {
  const out: string[] = [];
  const body = parse(html);
  for (const el of body.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) out.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
      if (/^on/i.test(attr.name)) out.push(`${tag}[${attr.name}]`);
      if (
        ["style", "srcdoc", "formaction", "action", "background", "dynsrc", "lowsrc", "xlink:href"].includes(attr.name)
      )
        out.push(`${tag}[${attr.name}]`);
      if (/(javascript|vbscript|livescript):/.test(value)) out.push(`${tag}[${attr.name}] script URL`);
      if (attr.name === "href" && !isSafeHref(attr.value)) out.push(`${tag}[href] unsafe ${attr.value}`);
      if (attr.name === "src" && !isSafeImageSrc(attr.value)) out.push(`${tag}[src] unsafe ${attr.value}`);
    }
    if (tag === "a" && el.hasAttribute("href") && el.getAttribute("rel") !== "noopener noreferrer")
      out.push(`a without rel noopener noreferrer`);
  }
  return out;
}

describe("sanitizeHtml: the OWASP XSS filter-evasion cheat sheet", () => {
  it("has at least 40 vectors", () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(VECTORS)("%s: no handler, script URL, script, frame or form survives", (_name, vector) => {
    const clean = sanitizeHtml(vector);
    expect(problems(clean)).toEqual([]);
    // Parsing the output again (innerHTML round trip, the mXSS route) changes nothing and stays clean.
    const again = parse(clean).innerHTML;
    expect(problems(again)).toEqual([]);
    expect(sanitizeHtml(again)).toBe(sanitizeHtml(clean));
  });
});

describe("sanitizeHtml: what promotions may keep", () => {
  it("keeps text formatting, lists and tables", () => {
    const html =
      "<p><strong>Big</strong> <em>win</em></p><ul><li>one</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("external https links open in a new tab with rel noopener noreferrer", () => {
    const a = parse(sanitizeHtml(`<a href="https://example.com/x" target="_self" rel="opener">x</a>`)).querySelector(
      "a",
    );
    expect(a?.getAttribute("href")).toBe("https://example.com/x");
    expect(a?.getAttribute("target")).toBe("_blank");
    expect(a?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("site links stay in the tab and still carry rel noopener noreferrer", () => {
    const a = parse(sanitizeHtml(`<a href="/discount" target="_blank">x</a>`)).querySelector("a");
    expect(a?.getAttribute("href")).toBe("/discount");
    expect(a?.hasAttribute("target")).toBe(false);
    expect(a?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("a javascript: link keeps its text but loses its href", () => {
    const a = parse(sanitizeHtml(`<a href="javascript:alert(1)">read more</a>`)).querySelector("a");
    expect(a?.textContent).toBe("read more");
    expect(a?.hasAttribute("href")).toBe(false);
  });

  it("images keep https, path and raster data sources, load lazily, and lose others", () => {
    const body = parse(
      sanitizeHtml(
        `<img src="https://cdn.example/a.png" alt="a"><img src="/b.png"><img src="data:image/png;base64,iVBORw0KGgo="><img src="http://cdn.example/c.png">`,
      ),
    );
    const imgs = [...body.querySelectorAll("img")];
    expect(imgs.map((i) => i.getAttribute("src"))).toEqual([
      "https://cdn.example/a.png",
      "/b.png",
      "data:image/png;base64,iVBORw0KGgo=",
      null,
    ]);
    expect(imgs.every((i) => i.getAttribute("loading") === "lazy")).toBe(true);
  });

  it("non-strings and empty input give empty output", () => {
    expect(sanitizeHtml(undefined)).toBe("");
    expect(sanitizeHtml(42)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });

  it("htmlToText gives the readable text without markup", () => {
    expect(htmlToText(`<p>Hello <b>world</b><img src=x onerror=alert(1)></p><script>bad()</script>`)).toBe(
      "Hello world",
    );
  });
});

describe("images without a text alternative (WCAG 1.1.1, axe image-alt)", () => {
  it("an image the platform sent without alt becomes decorative; a given alt is kept", () => {
    const html = sanitizeHtml('<p><img src="/a.png"><img src="/b.png" alt="Bonus"></p>');
    const doc = new DOMParser().parseFromString(html, "text/html");
    const [a, b] = [...doc.querySelectorAll("img")];
    expect(a?.getAttribute("alt")).toBe("");
    expect(b?.getAttribute("alt")).toBe("Bonus");
  });
});

// The server's instance (src/lib/html/sanitize-server.ts, for the visitor's pop-up painted with the home page)
// runs the same policy over jsdom: every vector comes out exactly as the page's sanitiser leaves it.
describe("sanitizeHtmlOnServer: the same policy on the server", () => {
  it.each(VECTORS)("%s: the same result as the page's sanitiser", async (_name, vector) => {
    const onServer = await sanitizeHtmlOnServer(vector);
    expect(problems(onServer)).toEqual([]);
    expect(onServer).toBe(sanitizeHtml(vector));
  });
  it("keeps a promotion's link and image with the page's rules", async () => {
    const html = `<p><a href="https://promo.example/x">Offer</a> <a href="/discount">here</a><img src="/a.png"></p>`;
    expect(await sanitizeHtmlOnServer(html)).toBe(sanitizeHtml(html));
    expect(await sanitizeHtmlOnServer(html)).toContain('rel="noopener noreferrer"');
  });
  it("anything but a string is empty", async () => {
    expect(await sanitizeHtmlOnServer(undefined)).toBe("");
    expect(await sanitizeHtmlOnServer({ toString: () => "<img src=x onerror=alert(1)>" })).toBe("");
  });
});
