import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { PluginObj, types as BabelTypes } from "@babel/core";

/**
 * Runs after the Lingui macro: each message it wrote (`{ id, message }` for `t`/`msg`, `<Trans id
 * message>` for JSX) keeps its English text compiled where it is used, so English needs no catalog
 * and each page carries only its own words (the budget: the i18n runtime and the English catalog
 * add at most 5 KB to a first page). Lingui's runtime takes a compiled message as it is (a raw one
 * would need its ~6 KB parser in the page); another language's catalog, loaded before the app
 * renders, answers by id first.
 */
export function inlineEnglish({ types: t }: { types: typeof BabelTypes }): PluginObj {
  /** A compiled message (strings, numbers, and arrays and objects of them; an unset format) as a literal. */
  const literal = (value: unknown): BabelTypes.Expression => {
    if (typeof value === "string") return t.stringLiteral(value);
    if (typeof value === "number") return t.numericLiteral(value);
    if (value === undefined) return t.identifier("undefined");
    if (Array.isArray(value)) return t.arrayExpression(value.map(literal));
    if (value && typeof value === "object") return t.objectExpression(Object.entries(value).map(([key, inner]) => t.objectProperty(t.stringLiteral(key), literal(inner))));
    throw new Error(`A compiled message held ${String(value)}`);
  };
  const keyName = (property: BabelTypes.ObjectProperty) =>
    t.isIdentifier(property.key) ? property.key.name : t.isStringLiteral(property.key) ? property.key.value : null;
  return {
    name: "spark-inline-english",
    visitor: {
      ObjectExpression(path) {
        const properties = path.node.properties.filter((p): p is BabelTypes.ObjectProperty => t.isObjectProperty(p));
        const id = properties.find((p) => keyName(p) === "id");
        const message = properties.find((p) => keyName(p) === "message");
        if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value)) return;
        message.value = literal(compileMessage(message.value.value));
      },
      JSXOpeningElement(path) {
        const attributes = path.node.attributes.filter((a): a is BabelTypes.JSXAttribute => t.isJSXAttribute(a));
        const named = (name: string) => attributes.find((a) => t.isJSXIdentifier(a.name) && a.name.name === name);
        const id = named("id");
        const message = named("message");
        if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value)) return;
        message.value = t.jsxExpressionContainer(literal(compileMessage(message.value.value)));
      },
    },
  };
}
