// Stripe's request encoding, read back: the SDK sends form-encoded bodies and query strings with
// nested brackets (`line_items[0][price]=…`, `metadata[deck_id]=…`, `expand[0]=subscription`,
// `lookup_keys[0]=…`), the way the `qs` package writes them. A few lines instead of a dependency.

/**
 * A decoded parameter tree: strings at the leaves, objects and arrays above them.
 * @typedef {string | ParamList | ParamObject} Params
 * @typedef {Params[]} ParamList
 * @typedef {{ [key: string]: Params }} ParamObject
 */

/**
 * Splits `a[b][0][c]` into ["a", "b", "0", "c"]; `a[]` gives ["a", ""] (append).
 * @param {string} key
 * @returns {string[] | null} null when the brackets do not pair up
 */
function keyPath(key) {
  const open = key.indexOf("[");
  if (open === -1) return key.includes("]") || key === "" ? null : [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let match = re.exec(rest); match; match = re.exec(rest)) {
    if (match.index !== consumed) return null;
    parts.push(match[1]);
    consumed = re.lastIndex;
  }
  return consumed === rest.length && parts[0] !== "" ? parts : null;
}

/**
 * Objects whose keys are all array indices become arrays, in index order (qs does the same).
 * @param {Params} value
 * @returns {Params}
 */
function arraysFromIndices(value) {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arraysFromIndices(value[key]);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
  }
  return value;
}

/**
 * Decodes `application/x-www-form-urlencoded` text or a query string into a parameter tree.
 * A key used both as a value and as a parent keeps the later one; repeated plain keys keep the
 * last value, as Stripe does.
 * @param {string} text
 * @returns {ParamObject}
 */
export function parseParams(text) {
  /** @type {ParamObject} */
  const root = {};
  let appendIndex = 0;
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = keyPath(rawKey);
    if (!path) continue;
    /** @type {ParamObject} */
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i] === "" ? String(1_000_000 + appendIndex++) : path[i];
      if (part === "__proto__" || part === "constructor" || part === "prototype") break;
      if (i === path.length - 1) {
        node[part] = value;
      } else {
        const next = node[part];
        if (typeof next !== "object" || next === null || Array.isArray(next)) node[part] = {};
        node = /** @type {ParamObject} */ (node[part]);
      }
    }
  }
  return /** @type {ParamObject} */ (arraysFromIndices(root));
}

/**
 * What a request asked for, read with Stripe's rules; a wrong type throws a ParamError.
 */
export class ParamError extends Error {
  /**
   * @param {string} param the parameter's name as Stripe writes it, e.g. `line_items[0][price]`
   * @param {string} message
   */
  constructor(param, message) {
    super(message);
    this.param = param;
    /** Stripe's error code for it. */
    this.code = message.startsWith("Missing required param") ? "parameter_missing" : message.startsWith("Received unknown parameter") ? "parameter_unknown" : undefined;
  }
}

/**
 * @param {ParamObject} params
 * @param {string} name
 * @param {string} [label] how the error names it
 * @returns {string | undefined}
 */
export function optionalString(params, name, label = name) {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ParamError(label, `Invalid string: ${label} must be a string.`);
  return value;
}

/**
 * @param {ParamObject} params
 * @param {string} name
 * @param {string} [label]
 * @returns {string}
 */
export function requiredString(params, name, label = name) {
  const value = optionalString(params, name, label);
  if (value === undefined || value === "") throw new ParamError(label, `Missing required param: ${label}.`);
  return value;
}

/**
 * @param {ParamObject} params
 * @param {string} name
 * @param {string} [label]
 * @returns {number | undefined}
 */
export function optionalInteger(params, name, label = name) {
  const value = optionalString(params, name, label);
  if (value === undefined || value === "") return undefined;
  if (!/^-?\d+$/.test(value)) throw new ParamError(label, `Invalid integer: ${value}`);
  return Number(value);
}

/**
 * @param {ParamObject} params
 * @param {string} name
 * @returns {boolean | undefined}
 */
export function optionalBoolean(params, name) {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw new ParamError(name, `Invalid boolean: ${value}`);
  return value === "true";
}

/**
 * A hash parameter such as `metadata` or `subscription_data`.
 * @param {ParamObject} params
 * @param {string} name
 * @param {string} [label]
 * @returns {ParamObject | undefined}
 */
export function optionalObject(params, name, label = name) {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw new ParamError(label, `Invalid object: ${label} must be a hash.`);
  return value;
}

/**
 * A list parameter (`expand[0]=…`, `line_items[0][…]=…`).
 * @param {ParamObject} params
 * @param {string} name
 * @returns {Params[] | undefined}
 */
export function optionalArray(params, name) {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (!Array.isArray(value)) throw new ParamError(name, `Invalid array: ${name} must be an array.`);
  return value;
}

/**
 * Metadata as Stripe keeps it: string values, at most 50 keys, keys up to 40 and values up to 500
 * characters.
 * @param {ParamObject} params
 * @param {string} name
 * @param {string} [label]
 * @returns {Record<string, string>}
 */
export function metadataParam(params, name, label = name) {
  const value = optionalObject(params, name, label);
  /** @type {Record<string, string>} */
  const metadata = {};
  if (!value) return metadata;
  const entries = Object.entries(value);
  if (entries.length > 50) throw new ParamError(label, "Metadata can have up to 50 keys.");
  for (const [key, item] of entries) {
    if (typeof item !== "string") throw new ParamError(`${label}[${key}]`, `Invalid string: ${label}[${key}] must be a string.`);
    if (key.length > 40) throw new ParamError(`${label}[${key}]`, "Metadata keys can be up to 40 characters long.");
    if (item.length > 500) throw new ParamError(`${label}[${key}]`, "Metadata values can be up to 500 characters long.");
    if (item !== "") metadata[key] = item;
  }
  return metadata;
}

/**
 * The `expand` list, as strings.
 * @param {ParamObject} params
 * @returns {string[]}
 */
export function expandParam(params) {
  const list = optionalArray(params, "expand") ?? [];
  return list.map((item, i) => {
    if (typeof item !== "string") throw new ParamError(`expand[${i}]`, `Invalid string: expand[${i}] must be a string.`);
    return item;
  });
}
