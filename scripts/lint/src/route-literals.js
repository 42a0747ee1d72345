// A route path written out in app code ('/m/home', `/m/gameList?gameType=${type}`) drifts from the route table the
// routers, the gateway and nginx share; app code names routes through it instead: routePath('home').

/** A string that starts with a path under the `/m` root: `/m`, `/m/...`, `/m?...`, `/m#...`. */
const ROUTE_PATH = /^\/m(?:[/?#]|$)/;

/** @param {string} text @returns {boolean} */
export function isRouteLiteral(text) {
  return ROUTE_PATH.test(text);
}

export const routeLiterals = {
  meta: {
    type: 'problem',
    docs: { description: "Name routes through the route table (routePath('id')), not as '/m/...' strings" },
    schema: [],
    messages: {
      literal:
        "Route path '{{text}}' written out: name it through the route table, routePath('<id>') from @wps-mobile/config.",
    },
  },
  create(context) {
    /** @param {import('eslint').Rule.Node} node @param {unknown} text */
    function check(node, text) {
      if (typeof text === 'string' && isRouteLiteral(text)) {
        context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
      }
    }
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
    };
  },
};
