import { describe, expect, it } from "vitest";
import { modelListToRefresh } from "../../../src/features/models/model-events.ts";

// Site content: spec 001 §7 "{template}_template for site02, suncity and apsport: model_settings.url
// refreshes ads when the language matches"; "bob_mobile_template when the mobile template is not origin_mobile:
// model_sponsor.url and model_login.url refresh those lists when the language matches".
describe("which model list a template event refreshes (spec 001 §7)", () => {
  const cases: [
    channel: "template" | "bob_mobile_template" | "web_member",
    event: string,
    eventLang: string,
    pageLang: string,
    expected: string | null,
  ][] = [
    ["template", "model_settings.url", "hi_IN", "hi_IN", "modelSettings"],
    ["template", "model_settings.url", "en_US", "hi_IN", null],
    ["template", "model_settings.url", "hi-IN", "hi_IN", "modelSettings"],
    ["template", "model_settings.url", "", "en_US", null],
    ["bob_mobile_template", "model_settings.url", "hi_IN", "hi_IN", null],
    ["bob_mobile_template", "model_sponsor.url", "ta_IN", "ta_IN", "modelSponsor"],
    ["bob_mobile_template", "model_sponsor.url", "en_US", "ta_IN", null],
    ["bob_mobile_template", "model_login.url", "en_US", "en_US", "modelLogin"],
    ["bob_mobile_template", "model_login.url", "ta_IN", "en_US", null],
    ["template", "model_sponsor.url", "en_US", "en_US", null],
    ["template", "model_login.url", "en_US", "en_US", null],
    ["web_member", "model_settings.url", "en_US", "en_US", null],
    ["template", "carousel_picture.url", "en_US", "en_US", null],
  ];
  it.each(cases)("%s %s in %s on a %s page refreshes %s", (channel, event, eventLang, pageLang, expected) => {
    expect(modelListToRefresh(channel, event, eventLang, pageLang)).toBe(expected);
  });
});
