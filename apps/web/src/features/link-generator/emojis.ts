import type { EMOJI_TABS } from '@mediaforge/shared';

type EmojiTab = (typeof EMOJI_TABS)[number];

/**
 * The emoji picker's sets (DL §2: smileys, gestures, hearts, activities), whole rows of the 8-column
 * grid. Only emoji of Unicode 12 or older, which every current phone and desktop draws.
 */
export const EMOJI_SETS: Readonly<Record<EmojiTab, readonly string[]>> = {
  smileys: [...'😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😜🤪😝🤑🤗🤭🤫🤔🤐🤨😐😑😶😏😒🙄😬😎'],
  gestures: [...'👍👎👌🤏🤞🤟🤘🤙👈👉👆👇✋🤚🖖👋👏🙌👐🤲🤝🙏💪👊✊🤛🤜💅🤳🦾👀🧠'],
  hearts: [...'🧡💛💚💙💜🖤🤍🤎💔💕💞💓💗💖💘💝💟😻💌💋🌹💐🥀🌷🌸💫⭐🌟🔥🎀🥂💍'],
  activities: [...'⚽🏀🏈⚾🎾🏐🏉🎱🏓🏸🥊🎯⛳🎳🎮🎲🧩🎨🎭🎤🎧🎸🎹🎺🎻🎬📷🏆🥇🎉🎊🎁'],
};
