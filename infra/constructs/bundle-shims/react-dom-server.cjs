// What `react-dom/server` resolves to in Lambda bundles (appFunctionBundling's alias, decision
// 093): React's production server renderer for `renderToString` alone. The package's own
// entry loads its streaming renderer beside it (about 115 KB minified) that a page rendered to a
// string never calls. Required by path: the package's exports do not list its files.
module.exports = require('../../../node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js');
