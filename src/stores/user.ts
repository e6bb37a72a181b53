import { atom } from "nanostores";

/** The signed-in user (null for anonymous visitors). The accounts work fills this in. */
export type SessionUser = {
  uid: string;
  charName: string;
  fraction: "Bear" | "Usec";
  level: number;
  gameMode: "PVP" | "PVE";
  pro: boolean;
  admin: boolean;
};

export const $user = atom<SessionUser | null>(null);
