// Turns JSON-schema validation failures into one clear Chinese sentence naming the parameter.
import type { FastifySchemaValidationError } from 'fastify/types/schema'
import * as ERRORS from '../../../types/errors'

function paramName(err: FastifySchemaValidationError): string {
  if (err.keyword === 'required') return String((err.params as { missingProperty?: string }).missingProperty ?? '')
  return err.instancePath.replace(/^\//, '').replace(/\//g, '.')
}

export function describeValidation(errors: FastifySchemaValidationError[]): string {
  const err = errors[0]
  const name = paramName(err)
  const p = err.params as Record<string, unknown>
  switch (err.keyword) {
    case 'required':
      return ERRORS.missingParam(name)
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? ERRORS.paramNotNumber(name) : ERRORS.paramBadFormat(name)
    case 'minimum':
      return ERRORS.paramTooSmall(name, p.limit)
    case 'maximum':
      return ERRORS.paramTooLarge(name, p.limit)
    case 'minLength':
      return Number(p.limit) <= 1 ? ERRORS.paramEmpty(name) : ERRORS.paramTooShort(name, p.limit)
    case 'maxLength':
      return ERRORS.paramTooLong(name, p.limit)
    case 'enum':
    case 'const':
    case 'anyOf':
      return ERRORS.paramBadValue(name)
    case 'pattern':
    case 'format':
      return ERRORS.paramBadFormat(name)
    default:
      return name ? ERRORS.paramWrong(name) : ERRORS.requestBad
  }
}

/** Fastify's own refusals (body parsing, sizes, media types) in the reader's language. */
const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: ERRORS.bodyEmpty,
  FST_ERR_CTP_INVALID_JSON_BODY: ERRORS.bodyMalformed,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERRORS.mediaTypeUnsupported,
  FST_ERR_CTP_BODY_TOO_LARGE: ERRORS.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERRORS.contentLengthBad,
  FST_ERR_CTP_INVALID_TYPE: ERRORS.requestTypeBad,
}
const BY_STATUS: Record<number, string> = {
  400: ERRORS.requestBad,
  404: ERRORS.noSuchRoute,
  405: ERRORS.methodUnsupported,
  406: ERRORS.notAcceptable,
  413: ERRORS.bodyTooLarge,
  415: ERRORS.mediaTypeUnsupported,
  416: ERRORS.rangeBad,
  429: ERRORS.tooFast,
}

export function requestErrorMessage(status: number, code: string | undefined, message: string): string {
  if (/[\u4e00-\u9fff]/.test(message)) return message
  return (code && BY_CODE[code]) || BY_STATUS[status] || ERRORS.requestUnprocessable
}
