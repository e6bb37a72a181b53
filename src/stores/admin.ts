/**
 * The admin tools' calls (/admin/*), one named function each. The views keep their own loading
 * and failure state (components/admin/use-admin-call.ts); every call goes through here.
 */
import { adminEndpoints, type ItemEditField } from "../contracts/admin";
import { addItemEndpoints } from "../contracts/admin-add-item";
import { type CompareKind, compareEndpoints } from "../contracts/admin-compare";
import { type RowTable, rowEndpoints } from "../contracts/admin-rows";
import type { Endpoint, EndpointInput } from "../contracts/endpoint";
import { api } from "./api";

type Body<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;
type Query<E extends Endpoint> = EndpointInput<E> extends { query?: infer Q } ? NonNullable<Q> : never;

export const adminOverview = () => api.call(adminEndpoints.overview);
export const adminLogs = (query: Query<typeof adminEndpoints.logs>) =>
  api.call(adminEndpoints.logs, { query });

export const adminSettings = {
  get: () => api.call(adminEndpoints.settings),
  put: (body: Body<typeof adminEndpoints.settingsPut>) => api.call(adminEndpoints.settingsPut, { body }),
  /** The website alert's texts (English and Russian). */
  putAlert: (body: Body<typeof adminEndpoints.alertPut>) => api.call(adminEndpoints.alertPut, { body }),
};

export const adminEmail = {
  get: () => api.call(adminEndpoints.email),
  put: (body: Body<typeof adminEndpoints.emailPut>) => api.call(adminEndpoints.emailPut, { body }),
  test: (to: string) => api.call(adminEndpoints.emailTest, { body: { to } }),
};

export const adminUsers = {
  search: (q: string) => api.call(adminEndpoints.users, { query: { q } }),
  get: (uid: string) => api.call(adminEndpoints.user, { params: { uid } }),
  put: (uid: string, body: Body<typeof adminEndpoints.userPut>) =>
    api.call(adminEndpoints.userPut, { params: { uid }, body }),
};

export const adminItems = {
  search: (q: string) => api.call(adminEndpoints.items, { query: { q } }),
  get: (uid: string) => api.call(adminEndpoints.item, { params: { uid } }),
  put: (uid: string, body: Body<typeof adminEndpoints.itemPut>) =>
    api.call(adminEndpoints.itemPut, { params: { uid }, body }),
  /** Drops the local edits of these fields, so the data's values show again. */
  revert: (uid: string, fields: ItemEditField[]) =>
    api.call(adminEndpoints.itemRevert, { params: { uid }, body: { fields } }),
};

export const adminPalette = {
  get: () => api.call(adminEndpoints.palette),
  put: (body: Body<typeof adminEndpoints.palettePut>) => api.call(adminEndpoints.palettePut, { body }),
};

/** Items added by hand (/admin/add-item). */
export const addedItems = {
  list: () => api.call(addItemEndpoints.list),
  add: (body: Body<typeof addItemEndpoints.add>) => api.call(addItemEndpoints.add, { body }),
  remove: (uid: string) => api.call(addItemEndpoints.remove, { params: { uid } }),
};

/** Crafts, barters, quests, trader prices and guns, by table (/admin/{table}). */
export const adminRows = {
  search: (table: RowTable, q: string) => api.call(rowEndpoints.list, { params: { table }, query: { q } }),
  get: (table: RowTable, key: string) => api.call(rowEndpoints.get, { params: { table, key } }),
  put: (table: RowTable, key: string, values: Record<string, unknown>) =>
    api.call(rowEndpoints.put, { params: { table, key }, body: { values } }),
  revert: (table: RowTable, key: string, fields: string[]) =>
    api.call(rowEndpoints.revert, { params: { table, key }, body: { fields } }),
};

/** An uploaded file compared with the data, and the ticked rows applied. */
export const adminCompare = {
  compare: (kind: CompareKind, body: Body<typeof compareEndpoints.compare>) =>
    api.call(compareEndpoints.compare, { params: { kind }, body }),
  apply: (kind: CompareKind, body: Body<typeof compareEndpoints.apply>) =>
    api.call(compareEndpoints.apply, { params: { kind }, body }),
};
