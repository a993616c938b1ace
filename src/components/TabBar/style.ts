// The tab bar's styles (the mini-program's page styles carry them with the component).
import './index.scss'
