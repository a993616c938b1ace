// A list of ids in a request: a JSON array in a JSON body; in a form post (the client's v1 calls) a
// JSON array as text ('[5,6]') or comma-joined ('5,6').
import { Type } from '@sinclair/typebox'

const ID = '[1-9][0-9]{0,9}'

/** the schema of a list of at most `max` ids */
export const IdList = (max: number) => Type.Union([
  Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: max }),
  Type.String({ pattern: `^\\[?(${ID}(,${ID}){0,${max - 1}})?\\]?$` }),
])

/** the ids a value of IdList names */
export function idList(value: number[] | string | undefined): number[] | undefined {
  if (value === undefined || Array.isArray(value)) return value
  return value.replace(/^\[|\]$/g, '').split(',').filter(Boolean).map(Number).filter(n => n >= 1 && n <= 2147483647)
}
