// Imported first by every local entry point. The local runtime runs on Node 20 while Lambda runs
// Node 22; the AWS SDK's start-up warning about Node 20 says nothing actionable here.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
