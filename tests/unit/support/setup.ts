// A clean Taro stand-in for every test.
import { resetTaro } from './taro'

beforeEach(() => resetTaro())
