import { ALERT_CSS } from '../components/AlertList.js'
import { COMPONENT_CSS } from '../components/componentStyles.js'
import { MODAL_CSS } from '../modal/modalStyles.js'
import { TOUCH_TARGET_CSS } from '../modal/touchTargetStyles.js'
import { createThemeCss } from '../theme/themeCss.js'
import { VIEW_CSS } from '../views/viewStyles.js'

export function createModalCss(): string {
  return [createThemeCss(), MODAL_CSS, COMPONENT_CSS, ALERT_CSS, VIEW_CSS, TOUCH_TARGET_CSS].join('\n')
}
