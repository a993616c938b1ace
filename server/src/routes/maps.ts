// The maps service: reverse geocoding, live weather by area name, forecast by area code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { notFound, ok } from '../answer'
import type { AppContext } from '../context'
import type { Limit } from '../services/rate-limit'
import { DAY_MS, MINUTE_MS } from '../content/time'
import * as ERRORS from '../../../types/errors'

/**
 * With a paid maps service each new position or area spends the key's quota: an address may ask this
 * often (what a reader moving about needs; the answers are cached 10 minutes besides). The offline table
 * costs nothing and has no limit.
 */
export const MAPS_LIMITS: Limit[] = [{ max: 20, windowMs: MINUTE_MS }, { max: 300, windowMs: DAY_MS }]

export const mapsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { limiter, maps } = app.services
  const paid = ctx.settings.maps.provider !== 'local'
  app.addHook('onRequest', async request => {
    if (paid) await limiter.hit(`maps:ip:${request.ip}`, MAPS_LIMITS, ERRORS.positionTooFast)
  })

  app.get('/v1/maps/regeo', {
    schema: {
      querystring: Type.Object({
        lat: Type.Number({ minimum: -90, maximum: 90 }),
        lng: Type.Number({ minimum: -180, maximum: 180 }),
        coordType: Type.Optional(Type.Union([Type.Literal('gcj02'), Type.Literal('wgs84')])),
      }),
    },
  }, async request => {
    const { lat, lng, coordType = 'gcj02' } = request.query
    const place = await maps.reverseGeocode(lat, lng, coordType)
    if (!place) throw notFound(ERRORS.positionUnknown)
    return ok(place)
  })

  app.get('/v1/maps/weather', {
    schema: { querystring: Type.Object({ area: Type.String({ minLength: 1, maxLength: 32 }) }) },
  }, async request => {
    const weather = await maps.liveWeather(request.query.area)
    if (!weather) throw notFound(ERRORS.noWeather)
    return ok(weather)
  })

  app.get('/v1/maps/forecast', {
    schema: { querystring: Type.Object({ adcode: Type.String({ pattern: '^\\d{6}$' }) }) },
  }, async request => {
    const forecast = await maps.forecast(request.query.adcode)
    if (!forecast) throw notFound(ERRORS.noWeather)
    return ok(forecast)
  })

  // /Map: the region's districts at their centres, each with its local channel's column (the offline table:
  // no outside service, whichever maps provider is configured)
  app.get('/v1/maps/districts', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300')
    return ok(await app.services.channels.mapDistricts())
  })
}
