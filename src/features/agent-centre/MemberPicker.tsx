// Island piece. The transfer's receiver, chosen from the agent's DIRECT members (agentTransferMembers), never typed
// as an id: a combobox whose list shows each member's account, name and main wallet. Keyboard: the arrows, Home,
// End, Enter and Escape (member-picker.ts); the mouse: a press on an option. The chosen member is named under the
// box; typing again drops the choice.
import { useStore } from "@nanostores/react";
import { useState, type KeyboardEvent } from "react";
import type { AgentTransferMember } from "../../contract/agent.ts";
import { useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { isBusy, loadedData } from "../../lib/load/index.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { PICKER_CLOSED, pickerKey, type PickerNav } from "./member-picker.ts";
import { $pickList, $picked, $pickText, $pickTooLong, choosePick, typePick } from "./transfer.store.ts";

const ID = "transfer-account";

export default function MemberPicker({ error }: { error: string | null }) {
  const t = useT();
  const text = useStore($pickText);
  const picked = useStore($picked);
  const tooLong = useStore($pickTooLong);
  const load = useStore($pickList);
  const [nav, setNav] = useState<PickerNav>(PICKER_CLOSED);
  const data = loadedData(load);
  const rows = tooLong ? [] : (data?.rows ?? []);
  const locale = pageLocaleTag();
  const money = (m: AgentTransferMember) => (data ? formatMinorMoney(data.currency, m.cash, locale) : "");
  const shownError = tooLong ? t("agentCentre.downline.err.searchLong") : error;
  const choose = (m: AgentTransferMember) => {
    choosePick(m);
    setNav(PICKER_CLOSED);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = pickerKey(nav, e.key, rows.length);
    if (step.handled) e.preventDefault();
    setNav(step.nav);
    const chosen = step.choose === undefined ? undefined : rows[step.choose];
    if (chosen) choose(chosen);
    if (step.clear) typePick("");
  };
  const listId = `${ID}-list`;
  const optionId = (i: number) => `${ID}-option-${i}`;
  const described = [shownError ? `${ID}-error` : `${ID}-hint`, `${ID}-status`].join(" ");
  const status =
    load.kind === "error"
      ? messageText(t, load.message)
      : isBusy(load) && !data
        ? t("agentCentre.loading")
        : data && !tooLong
          ? rows.length === 0
            ? t("agentCentre.transfer.noMatch")
            : data.total_count > rows.length
              ? t("agentCentre.transfer.more", { shown: rows.length, count: data.total_count })
              : ""
          : "";
  return (
    <div className={`ui-field ac-picker${shownError ? " ui-field--error" : ""}`}>
      <label className="ui-field__label" htmlFor={ID}>
        {t("agentCentre.transfer.account")}
      </label>
      <input
        id={ID}
        className="ui-field__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={nav.open}
        aria-controls={listId}
        aria-activedescendant={nav.open && nav.active >= 0 ? optionId(nav.active) : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={described}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          typePick(e.target.value);
          setNav({ open: true, active: -1 });
        }}
        onKeyDown={onKey}
        onFocus={() => setNav({ open: true, active: -1 })}
        onBlur={() => setNav(PICKER_CLOSED)}
      />
      <ul
        id={listId}
        role="listbox"
        className="ac-picker__list"
        aria-label={t("agentCentre.transfer.members")}
        hidden={!nav.open || rows.length === 0}
      >
        {rows.map((m, i) => (
          <li
            key={m.account}
            id={optionId(i)}
            role="option"
            aria-selected={picked?.account === m.account}
            className={`ac-picker__option${i === nav.active ? " ac-picker__option--active" : ""}`}
            // The press chooses: the member under the pointer when it went down. A search answer that replaces
            // the list before the release would otherwise swallow the click (press and release on different
            // rows). preventDefault keeps the input's focus, so its blur does not close the list first. A click
            // without a press (assistive technology) still chooses.
            onMouseDown={(e) => {
              e.preventDefault();
              if (e.button === 0) choose(m);
            }}
            onClick={() => choose(m)}
          >
            <span className="ac-picker__account">{m.account}</span>
            <span className="ac-picker__name">{m.name ?? "–"}</span>
            <span className="ac-picker__cash">{t("agentCentre.transfer.balance", { amount: money(m) })}</span>
          </li>
        ))}
      </ul>
      <p id={`${ID}-status`} className="ac-note" role="status">
        {nav.open ? status : ""}
      </p>
      {shownError ? (
        <p id={`${ID}-error`} className="ui-field__error" role="alert">
          {shownError}
        </p>
      ) : (
        <p id={`${ID}-hint`} className="ui-field__hint" data-testid="transfer-picked">
          {picked
            ? t("agentCentre.transfer.chosen", {
                account: picked.account,
                name: picked.name ?? "–",
                balance: money(picked),
              })
            : t("agentCentre.transfer.accountHint")}
        </p>
      )}
    </div>
  );
}
