/** What other admin features use of the users feature: the users tab of the dashboard (spec §4 "Users"). */
export { UsersTab } from './UsersTab.tsx';
