import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES, said } from "../contracts/messages";
import { serverText } from "./server-messages";

const keys = Object.keys(SERVER_MESSAGES) as (keyof typeof SERVER_MESSAGES)[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the API's messages in the reader's language (serverText)", () => {
  it("shows the API's words as they come in English", () => {
    for (const key of keys) expect(serverText(said(key), "en")).toBe(SERVER_MESSAGES[key]);
  });

  it("has a Russian text for every key, naming the same values as the English", () => {
    for (const key of keys) {
      const ru = serverText({ key, message: "" }, "ru");
      expect(ru, key).not.toBe("");
      expect(ru, key).not.toBe(SERVER_MESSAGES[key]);
      expect(placeholders(ru), key).toEqual(placeholders(SERVER_MESSAGES[key]));
    }
  });

  it("translates by the key, so a reworded English text keeps its Russian", () => {
    expect(serverText({ key: "auth.invalidEmail", message: "That email looks wrong" }, "ru")).toBe(
      "Неверный адрес почты",
    );
    expect(serverText(said("limit.favourites", { max: 200 }), "ru")).toBe("Не больше 200 избранных");
  });

  it("shows a message without a known key as sent", () => {
    expect(serverText({ message: "title: Too big" }, "ru")).toBe("title: Too big");
    expect(serverText({ key: "no.such.key", message: "As sent" }, "ru")).toBe("As sent");
  });
});
