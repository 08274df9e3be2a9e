/**
 * The cropper island of the crop dialog (ADR 0031), loaded lazily by `image-cropper.tsx`: the
 * picture under a frame of the card's shape, moved with a mouse, a finger or the arrow keys,
 * enlarged with the wheel, a pinch or the zoom slider, and for the detail card a shape slider from
 * square (1:1) to twice as wide as tall (2:1). Zoom stops where the crop would be smaller than
 * CROP_MIN pixels of the stored picture (SPEC.md 5 and 9).
 *
 * It reports what the user chose as a valid crop in the stored picture's pixels; the dialog
 * writes that into the same number fields the form posts without JavaScript, so saving takes
 * one server path. It reports nothing until the user touches it: opening the dialog and saving
 * at once sends the crop as it was.
 */
import { useRef, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { clampCrop, CROP_MIN, cropRatioRange, type Crop } from '#contract/images'
import type { ImageCropperProps } from './image-cropper'

const between = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/** The zoom at which a crop of `aspect` (width / height) is CROP_MIN pixels on its shorter side; at least 1. */
export function maxZoomFor(width: number, height: number, aspect: number): number {
  const [w, h] = width / height > aspect ? [height * aspect, height] : [width, width / aspect]
  return Math.max(1, Math.min(w, h) / CROP_MIN)
}

const percentOf = (crop: Crop, width: number, height: number): Area => ({
  x: (crop.x / width) * 100,
  y: (crop.y / height) * 100,
  width: (crop.width / width) * 100,
  height: (crop.height / height) * 100,
})

export default function ImageCropper({ src, width, height, kind, initial, label, onChange }: ImageCropperProps) {
  const { t } = useTranslation()
  const [low, high] = cropRatioRange(kind)
  const [aspect, setAspect] = useState(() => between(initial.width / Math.max(1, initial.height), low, high))
  const [position, setPosition] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  // The cropper reports its first computed area on load; only what the user did counts.
  const touched = useRef(false)
  const [start] = useState(() => percentOf(initial, width, height))
  const maxZoom = maxZoomFor(width, height, aspect)
  const id = `cropper-${kind}`

  const report = (area: Area) => {
    if (!touched.current) return
    const crop = {
      x: (area.x / 100) * width,
      y: (area.y / 100) * height,
      width: (area.width / 100) * width,
      height: (area.height / 100) * height,
    }
    onChange(clampCrop(crop, width, height, kind))
  }

  return (
    <div className="space-y-2" data-testid={`cropper-${kind}`}>
      <div className="relative h-56 overflow-hidden rounded-md bg-slate-800">
        <Cropper
          image={src}
          crop={position}
          zoom={zoom}
          aspect={aspect}
          minZoom={1}
          maxZoom={maxZoom}
          onCropChange={setPosition}
          onZoomChange={(next) => setZoom(Math.min(next, maxZoom))}
          onCropComplete={report}
          onInteractionStart={() => {
            touched.current = true
          }}
          // The wheel reports its interaction only after its first zoom: count it from the first turn.
          onWheelRequest={() => {
            touched.current = true
            return true
          }}
          initialCroppedAreaPercentages={start}
          cropperProps={{ role: 'group', 'aria-label': t('menuItem.cropper.area', { name: label }) }}
        />
      </div>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={`${id}-zoom`} className="w-28 shrink-0 text-slate-700">
          {t('menuItem.cropper.zoom')}
        </label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          onChange={(event) => {
            touched.current = true
            setZoom(Number(event.target.value))
          }}
          className="w-full accent-brand-600"
        />
      </div>
      {high > low ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={`${id}-ratio`} className="w-28 shrink-0 text-slate-700">
            {t('menuItem.cropper.ratio')}
          </label>
          <input
            id={`${id}-ratio`}
            type="range"
            min={low}
            max={high}
            step={0.01}
            value={aspect}
            onChange={(event) => {
              touched.current = true
              const next = Number(event.target.value)
              setAspect(next)
              setZoom((z) => Math.min(z, maxZoomFor(width, height, next)))
            }}
            className="w-full accent-brand-600"
          />
          <output htmlFor={`${id}-ratio`} className="w-16 shrink-0 text-right tabular-nums text-slate-700">
            {aspect.toFixed(2).replace('.', ',')} : 1
          </output>
        </div>
      ) : null}
    </div>
  )
}
