/** QR codes as inline SVG, drawn on the server so they show without JavaScript. */
import QRCode from 'qrcode'

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } })
}
