import PNGCodec

extension PixelComparator {
    static let differentColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let antialiasedColor: (UInt8, UInt8, UInt8) = (255, 255, 0)

    /// pixelmatch's diff picture: the reference in faint grey (its luma blended 10 % over white),
    /// differing pixels red, forgiven anti-aliased ones yellow. Images of different sizes are drawn
    /// over the union of both sizes, and whatever lies outside their overlap is red.
    ///
    /// Meant for failures, so it always looks at every pixel.
    public static func diffImage(_ reference: PixelImage, _ actual: PixelImage, options: ComparisonOptions = ComparisonOptions()) -> PixelImage {
        guard reference.layout == .rgba8, actual.layout == .rgba8 else {
            return diffImage(reference.converted(to: .rgba8), actual.converted(to: .rgba8), options: options)
        }
        let referenceSize = checkedSize(reference), actualSize = checkedSize(actual)
        let width = max(referenceSize.width, actualSize.width), height = max(referenceSize.height, actualSize.height)
        let overlapWidth = min(referenceSize.width, actualSize.width), overlapHeight = min(referenceSize.height, actualSize.height)
        let maxDelta = options.maxColorDelta, includeAntialiasing = options.includeAntialiasing
        var output = [UInt8](repeating: 0, count: width * height * 4)

        reference.pixels.withUnsafeBufferPointer { referenceBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                output.withUnsafeMutableBufferPointer { outputBuffer in
                    guard let outputBase = outputBuffer.baseAddress else { return }
                    // The checked widths: a claimed width may be anything, and only the overlap is read.
                    let a = referenceBuffer.baseAddress.map { PixelPlane(base: $0, rowBytes: referenceSize.width * 4) }
                    let b = actualBuffer.baseAddress.map { PixelPlane(base: $0, rowBytes: actualSize.width * 4) }
                    PixelBands.run(PixelBands.split(rows: height, columns: width)) { _, rows in
                        for y in rows {
                            for x in 0..<width {
                                let target = outputBase + (y * width + x) * 4
                                guard x < overlapWidth, y < overlapHeight, let a, let b else {
                                    draw(target, differentColor)
                                    continue
                                }
                                switch PixelMatch.classify(a, b, x: x, y: y, width: overlapWidth, height: overlapHeight,
                                                           maxDelta: maxDelta, includeAntialiasing: includeAntialiasing) {
                                case .same:
                                    let gray = PixelMatch.fadedGray(a.pixel(x, y))
                                    draw(target, (gray, gray, gray))
                                case .antialiased:
                                    draw(target, antialiasedColor)
                                case .different:
                                    draw(target, differentColor)
                                }
                            }
                        }
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: output)
    }

    @inline(__always)
    private static func draw(_ target: UnsafeMutablePointer<UInt8>, _ color: (UInt8, UInt8, UInt8)) {
        target[0] = color.0
        target[1] = color.1
        target[2] = color.2
        target[3] = 255
    }
}
