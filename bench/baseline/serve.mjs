// Serves the built baseline the way the project serves itself (express with
// @remix-run/express, the client build as static files), so the two compare like for like.
//   PORT=3900 node serve.mjs   (from the built baseline's directory)
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import express from 'express'

const build = await import(pathToFileURL(path.resolve('build/index.js')).href)
const app = express()
app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y' }))
app.all('*', createRequestHandler({ build, mode: 'production' }))
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1')
