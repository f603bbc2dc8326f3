/** The picker's 90 emoji (spec §3 "Emoji code list"): plain unicode, drawn by the system font, nothing fetched. */
export const EMOJI_LIST: readonly string[] = Array.from(
  '😀😃😄😁😆😅🤣😂🙂🙃😉😊😇🥰😍🤩😘😋😛😜🤪😝🤑🤗🤭🤫🤔🤐🤨😐😑😶😏😒🙄😬😌😔😪🤤😴😷🤒🤕🤢🥵🥶🥴😵🤯🤠🥳😎🤓🧐😕😟🙁😮😯😲😳🥺😨😰😥😢😭😱😞😓😩🥱😤😡😠🤬😈👿💀👍👎👏🙏💪🌹🎉💖💔🔥',
);
