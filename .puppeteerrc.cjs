/**
 * Puppeteer configuration: never download a browser at install time. The end-to-end tests drive
 * Debian's Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`), installed with apt; a download from
 * Google's hosts fails on machines without internet and would make `npm ci` abort.
 */
module.exports = {
  skipDownload: true,
};
