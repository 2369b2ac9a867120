module.exports = process.getBuiltinModule('node:stream/promises');
