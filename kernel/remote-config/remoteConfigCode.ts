// What start-up runs with the project configuration, behind one import(): one chunk, fetched in one
// request beside the configuration's own, rather than a second file for the note on unanswered features.
export { loadProjectConfig } from './loadProjectConfig.js'
export { noteUnansweredRemote } from './unansweredRemote.js'
