// ESLint rule `portal/logical-properties`: the web's styles name no physical side, so the Arabic
// locale's right-to-left layout mirrors everything (docs/decisions/045-arabic-right-to-left.md).
// Flags Tailwind classes with a left or right (ml-2, pr-4, left-0, -right-1, text-left,
// border-l, rounded-tr-md, [margin-left:1rem], also behind variants such as sm: or hover:) in
// any string or template of a web file, and left/right keys in a JSX `style` object. Use the
// logical ones: ms-/me-/ps-/pe-, start-/end-, text-start/text-end, border-s/border-e,
// rounded-s/rounded-e/rounded-ss..., margin-inline-start. A class name needs a value (`left-0`),
// so words in sentences ("3 days left") pass.
const utility =
  /^-?(?:(?:scroll-)?[mp][lr]-(?:\d[\d./]*|px|auto|full|\[.+\])|(?:left|right|inset-[lr])-(?:\d[\d./]*|px|auto|full|\[.+\])|(?:text|float|clear)-(?:left|right)|border-[lr](?:-\S+)?|rounded-(?:[lr]|[tb][lr])(?:-\S+)?|origin-(?:(?:top|bottom)-)?(?:left|right))$/;
const arbitrary =
  /^\[(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|^\[(?:left|right):|^\[(?:text-align|float):(?:left|right)\]$/;
const styleKeys =
  /^(?:left|right|(?:margin|padding|scrollMargin|scrollPadding)(?:Left|Right)|border(?:Top|Bottom)?(?:Left|Right)\w*)$/;

function physicalToken(text) {
  for (const raw of text.split(/\s+/)) {
    // Variants (sm:, hover:, rtl:, [&>svg]:) come before the last colon outside brackets.
    const token = raw
      .replace(/^!/, "")
      .replace(/^(?:[^:[\]]+:|\[[^\]]*\]:)+/, "")
      .replace(/^!/, "");
    if (utility.test(token) || arbitrary.test(token)) return raw;
  }
  return undefined;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Logical (start/end) instead of physical (left/right) styles" },
    schema: [],
    messages: {
      physical:
        "'{{found}}' names a physical side: use the logical one (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, border-s/border-e, rounded-s/rounded-e) so Arabic mirrors.",
    },
  },
  create(context) {
    const check = (node, text) => {
      const found = physicalToken(text);
      if (found) context.report({ node, messageId: "physical", data: { found } });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      "JSXAttribute[name.name='style'] Property"(node) {
        const name = node.key.type === "Identifier" ? node.key.name : node.key.value;
        const value = node.value.type === "Literal" ? node.value.value : undefined;
        if (typeof name === "string" && styleKeys.test(name))
          context.report({ node, messageId: "physical", data: { found: name } });
        else if (
          (name === "textAlign" || name === "float") &&
          (value === "left" || value === "right")
        )
          context.report({ node, messageId: "physical", data: { found: `${name}: ${value}` } });
      },
    };
  },
};

export const logicalProperties = { rules: { "logical-properties": rule } };
