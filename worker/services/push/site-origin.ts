/**
 * The site's origin as browsers reach it, kept (site_secret row `vapid_origin`) when a browser
 * subscribes: the cron trigger and the chat room push without a page request, and a push needs
 * the VAPID subject (the site's URL, unless VAPID_SUBJECT is set) all the same.
 */
export const SITE_ORIGIN_KEY = 'vapid_origin';
