import FormSnapshot
import PNGCodec

/// Small synthetic pictures for comparator tests.
extension PixelImage {
    /// A white image, where most comparator tests start.
    init(width: Int, height: Int) {
        self.init(width: width, height: height, fill: (255, 255, 255, 255))
    }

    subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.0
            pixels[i + 1] = newValue.1
            pixels[i + 2] = newValue.2
            pixels[i + 3] = newValue.3
        }
    }

    mutating func fillRect(x: Int, y: Int, width w: Int, height h: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) {
        for row in stride(from: max(0, y), to: min(height, y + h), by: 1) {
            for column in stride(from: max(0, x), to: min(width, x + w), by: 1) { self[column, row] = color }
        }
    }

    /// A black stroke `thickness` pixels wide from (x0, y0) to (x1, y1), anti-aliased by 8×8
    /// supersampling the way a rasteriser would: edge pixels get grey levels, the inside is solid.
    mutating func drawAntialiasedLine(from start: (Double, Double), to end: (Double, Double), thickness: Double) {
        let dx = end.0 - start.0, dy = end.1 - start.1
        let lengthSquared = dx * dx + dy * dy
        let samples = 8, margin = thickness / 2 + 1
        let rows = stride(from: max(0, Int(min(start.1, end.1) - margin)), to: min(height, Int(max(start.1, end.1) + margin) + 1), by: 1)
        let columns = stride(from: max(0, Int(min(start.0, end.0) - margin)), to: min(width, Int(max(start.0, end.0) + margin) + 1), by: 1)
        for y in rows {
            for x in columns {
                var covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
                        let t = max(0, min(1, ((px - start.0) * dx + (py - start.1) * dy) / lengthSquared))
                        let cx = start.0 + t * dx - px, cy = start.1 + t * dy - py
                        if cx * cx + cy * cy <= thickness * thickness / 4 { covered += 1 }
                    }
                }
                guard covered > 0 else { continue }
                let level = UInt8(255 - (255 * covered) / (samples * samples))
                let old = self[x, y].0
                let value = min(old, level)
                self[x, y] = (value, value, value, 255)
            }
        }
    }
}

/// A repeatable pseudo-random sequence (64-bit LCG), so that test pictures never change.
struct TestRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

enum TestImages {
    /// A form-like picture: grey boxes, dark "text" bars and anti-aliased strokes on white.
    static func formLike(width: Int, height: Int, seed: UInt64) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        var random = TestRandom(seed: seed)
        for _ in 0..<(width * height / 4000 + 4) {
            let x = random.next(width), y = random.next(height)
            let shade = UInt8(180 + random.next(60))
            image.fillRect(x: x, y: y, width: 20 + random.next(120), height: 10 + random.next(40), (shade, shade, shade, 255))
            image.fillRect(x: x + 4, y: y + 4, width: 10 + random.next(60), height: 4 + random.next(6), (30, 30, 60, 255))
        }
        for _ in 0..<3 {
            let y0 = Double(random.next(height)), y1 = Double(random.next(height))
            image.drawAntialiasedLine(from: (2, y0), to: (Double(width - 2), y1), thickness: 3 + Double(random.next(4)))
        }
        return image
    }

    /// `image` with a few changes of every kind: moved boxes, recoloured pixels, faint tints,
    /// semi-transparent pixels and one more anti-aliased stroke.
    static func edited(_ image: PixelImage, seed: UInt64) -> PixelImage {
        var edited = image
        var random = TestRandom(seed: seed)
        for _ in 0..<6 {
            edited.fillRect(x: random.next(image.width), y: random.next(image.height), width: 30, height: 12, (220, 40, 40, 255))
        }
        for _ in 0..<500 {
            let x = random.next(image.width), y = random.next(image.height)
            let (r, g, b, _) = edited[x, y]
            edited[x, y] = random.next(2) == 0 ? (r &+ 3, g, b, 255) : (r, g, b, UInt8(random.next(255)))
        }
        let y = Double(random.next(image.height))
        edited.drawAntialiasedLine(from: (3.3, y), to: (Double(image.width - 3), y + 40.4), thickness: 4)
        return edited
    }
}
