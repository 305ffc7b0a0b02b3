/**
 * The Learn release whose REST surface this service answers for, as GET /v1/system/version tells
 * it. Learn clients hide every call whose swagger `**Since**` is newer than this, and some compare
 * versions as text (`"3900.23.0" <= version`), so it must sort after every `**Since**` of what we
 * serve both as numbers and as text. The newest by number is 3900.80 (the users list's
 * `userName`/`externalId` filters); by text it is "3900.9.0", which "3900.80.0" sorts before. The
 * first Learn release past both is 3900.90.0 ("3900.123.0", the swagger we follow, sorts before
 * "3900.23.0" as text and would hide all of adaptive release).
 */
export const LEARN_VERSION = { major: 3900, minor: 90, patch: 0, build: 'learn-a11y-service' } as const;

export const versionText = ({ major, minor, patch }: typeof LEARN_VERSION): string => `${major}.${minor}.${patch}`;
