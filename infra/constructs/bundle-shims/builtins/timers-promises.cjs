module.exports = process.getBuiltinModule('node:timers/promises');
