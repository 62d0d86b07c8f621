// The promotion pop-ups' public surface (the back office edits them); the list is in routes.ts.
export { allPopups, type PopupFields, popupActions, savePopup, setPopupEnabled } from './repository.js';
