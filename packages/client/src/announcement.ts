import { scriptJson } from './script-json.ts';

/** localStorage key that remembers a dismissed announcement, per announcement id. */
export function announcementKey(id: string): string {
  return `portal.announcement.dismissed.${id}`;
}

/** Inline head script: hides a dismissed announcement before the first paint (no flash). */
export function announcementInlineScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${scriptJson(announcementKey(id))})==='true')document.documentElement.setAttribute('data-announcement-dismissed','true')}catch(e){}})()`;
}
