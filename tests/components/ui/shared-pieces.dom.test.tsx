// The shared pieces the member pages are built from: a titled card, a table with its column names, the pager
// under a list, a failed load's retry, and the kinds of input (keyboard and autofill by what the field asks for).
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import DataTable from "../../../src/components/ui/DataTable.tsx";
import Facts from "../../../src/components/ui/Facts.tsx";
import { StatusNote } from "../../../src/components/ui/FormError.tsx";
import Field, { SelectField, TextAreaField } from "../../../src/components/ui/Field.tsx";
import { setTranslator } from "../../../src/components/ui/i18n.ts";
import Pager, { pagerKeys } from "../../../src/components/ui/Pager.tsx";
import RetryAlert from "../../../src/components/ui/RetryAlert.tsx";
import TitledSection from "../../../src/components/ui/TitledSection.tsx";

beforeEach(() => {
  setTranslator((key, params) => (params ? `${key} ${JSON.stringify(params)}` : key));
});
afterEach(() => {
  cleanup();
  setTranslator(undefined);
});

describe("TitledSection", () => {
  it("is a region named by its heading", () => {
    render(
      <TitledSection id="t1" title="Login history" className="panel-card" titleClassName="panel-title" testId="lh">
        <p>rows</p>
      </TitledSection>,
    );
    const region = screen.getByRole("region", { name: "Login history" });
    expect(region.className).toBe("panel-card");
    expect(region.dataset["testid"]).toBe("lh");
    expect(screen.getByRole("heading", { level: 2, name: "Login history" }).className).toBe("panel-title");
  });
});

describe("Facts", () => {
  it("writes each label and value as a pair of its list, with the value's test id and class", () => {
    const { container } = render(
      <Facts
        className="records-totals"
        testId="totals"
        items={[
          { label: "Rounds", value: 3 },
          { label: "Net", value: "₹10.00", testId: "net", className: "num" },
        ]}
      />,
    );
    const list = screen.getByTestId("totals");
    expect(list.tagName).toBe("DL");
    expect(list.className).toBe("records-totals");
    expect([...container.querySelectorAll("dl > div")].map((d) => d.textContent)).toEqual(["Rounds3", "Net₹10.00"]);
    const net = screen.getByTestId("net");
    expect(net.tagName).toBe("DD");
    expect(net.className).toBe("num");
    expect(net.previousElementSibling?.textContent).toBe("Net");
  });
});

describe("StatusNote", () => {
  it("says news politely in the page's words, and nothing without a message", () => {
    const { container, rerender } = render(<StatusNote className="limit__notice" message={null} />);
    expect(container.innerHTML).toBe("");
    rerender(<StatusNote className="limit__notice" message={{ key: "limits.save" }} />);
    const note = screen.getByRole("status");
    expect(note.className).toBe("limit__notice");
    expect(note.textContent).toBe("limits.save");
  });
});

describe("DataTable", () => {
  it("names its columns and its caption, and wraps itself in the scrolling box it is given", () => {
    const { container } = render(
      <DataTable
        columns={["Time", "Device"]}
        caption="History"
        className="security-table"
        scrollClass="table-scroll"
        cards
      >
        <tr>
          <td>now</td>
          <td>phone</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole("table", { name: "History" });
    expect(table.className).toBe("data-table data-table--cards security-table");
    expect(table.parentElement?.className).toBe("table-scroll");
    expect(screen.getAllByRole("columnheader").map((h) => [h.textContent, h.getAttribute("scope")])).toEqual([
      ["Time", "col"],
      ["Device", "col"],
    ]);
    expect(container.querySelectorAll("tbody tr")).toHaveLength(1);
  });
  it("without a scrolling box or caption, it is the table alone", () => {
    const { container } = render(
      <DataTable columns={["A"]}>
        <tr>
          <td>1</td>
        </tr>
      </DataTable>,
    );
    expect(container.firstElementChild?.tagName).toBe("TABLE");
    expect(container.querySelector("caption")).toBeNull();
  });
});

describe("Pager", () => {
  const keys = pagerKeys("funds.record.pages", "funds.record.prev", "funds.record.next", "funds.record.pageOf");
  it("says where the member is and moves one page either way", () => {
    const onPage = vi.fn();
    render(<Pager keys={keys} page={2} pages={3} onPage={onPage} />);
    expect(screen.getByRole("navigation", { name: "funds.record.pages" }).className).toBe("pager");
    expect(screen.getByText('funds.record.pageOf {"page":2,"pages":3}')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "funds.record.prev" }));
    fireEvent.click(screen.getByRole("button", { name: "funds.record.next" }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });
  it("holds both buttons at the ends and while a page is on its way; the game records' texts by default", () => {
    const { rerender } = render(<Pager page={1} pages={1} onPage={() => undefined} />);
    expect(screen.getByRole("button", { name: "records.previous" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "records.next" })).toHaveProperty("disabled", true);
    rerender(<Pager page={2} pages={3} busy onPage={() => undefined} className="records-pages" />);
    expect(screen.getByRole("button", { name: "records.previous" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("navigation").className).toBe("pager records-pages");
  });
});

describe("RetryAlert", () => {
  it("says what failed as an alert, and its button tries again", () => {
    const onRetry = vi.fn();
    render(<RetryAlert text="Letters did not load." onRetry={onRetry} className="x" />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Letters did not load. fault.retry");
    expect(alert.className).toBe("x");
    fireEvent.click(screen.getByRole("button", { name: "fault.retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe("Field kinds", () => {
  it("give each kind of input its keyboard and autofill; a prop beside the kind wins", () => {
    render(
      <>
        <Field label="Phone" kind="phone" autoComplete="tel" value="" onChange={() => undefined} />
        <Field label="E-mail" kind="email" value="" onChange={() => undefined} />
        <Field label="Code" kind="smsCode" value="" onChange={() => undefined} />
      </>,
    );
    const phone = screen.getByLabelText("Phone");
    expect([phone.getAttribute("type"), phone.getAttribute("inputmode"), phone.getAttribute("autocomplete")]).toEqual([
      "tel",
      "numeric",
      "tel",
    ]);
    const email = screen.getByLabelText("E-mail");
    expect([email.getAttribute("type"), email.getAttribute("autocomplete")]).toEqual(["email", "email"]);
    expect(screen.getByLabelText("Code").getAttribute("autocomplete")).toBe("one-time-code");
  });
  it("an input, a select and a text area tie their error the same way", () => {
    render(
      <>
        <Field label="Amount" value="" onChange={() => undefined} error="Too much" hint="Up to 10" />
        <SelectField label="Status" value="all" onChange={() => undefined} options={[]} error="Pick one" />
        <TextAreaField id="note" label="Note" value="" onChange={() => undefined} error="Too long" />
      </>,
    );
    for (const name of ["Amount", "Status", "Note"]) {
      const control = screen.getByLabelText(name);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      const described = control.getAttribute("aria-describedby") ?? "";
      expect(document.getElementById(described.split(" ")[0] ?? "")?.getAttribute("role")).toBe("alert");
    }
  });
  it("a text area keeps its own class beside the field's, and passes on what is typed", () => {
    const typed: string[] = [];
    render(
      <TextAreaField
        id="note"
        label="Note"
        value=""
        onChange={(v) => typed.push(v)}
        rows={3}
        maxLength={10}
        inputClassName="ap-textarea"
      />,
    );
    const area = screen.getByLabelText("Note");
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.className).toBe("ui-field__input ap-textarea");
    expect([area.getAttribute("rows"), area.getAttribute("maxlength")]).toEqual(["3", "10"]);
    fireEvent.change(area, { target: { value: "hello" } });
    expect(typed).toEqual(["hello"]);
  });
});
