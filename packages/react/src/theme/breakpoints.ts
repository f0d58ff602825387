/** Under this viewport width the modal becomes a bottom sheet and toasts move to the top. */
export const BOTTOM_SHEET_MAX_WIDTH_PX = 430
