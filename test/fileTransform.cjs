// Imported assets become their file name in tests (webpack gives a URL), as CRA's jest setup did.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return {
      code: `module.exports = { __esModule: true, default: ${JSON.stringify(path.basename(filename))} };`,
    };
  },
};
