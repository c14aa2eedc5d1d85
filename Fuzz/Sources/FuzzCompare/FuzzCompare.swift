import FormSnapshot
import PNGCodec

/// The pixel comparator on two small images built from the input, including images whose `width`,
/// `height` and `pixels` disagree (the fields are public `var`s): negative, zero or huge sizes, and
/// buffers shorter or longer than claimed.
///
/// Input: 12 bytes of parameters, then pixels.
/// 0–1 reference width and height (0…32; images of differing pixels cost an anti-aliasing check each,
/// so bigger ones only make runs slower), 2–3 the actual's, 4 flags, 5 threshold, 6–7 maxDiffPixels,
/// 8 maxDiffPixelRatio, 9 how to bend the reference's claimed size, 10 the actual's, 11 unused.
/// Small images: the reference's pixels, then the actual's (each the rest of the input, repeated).
/// Large images (flag 0x40): 256…271 px a side (past `PixelBands.parallelThreshold`, so the scan runs
/// in parallel bands), the reference the rest of the input repeated, the actual a copy of it with
/// the rest read as edits of 8 bytes (x, y, RGBA), so that most rows are equal, as in real runs.
///
/// Checks: the result is consistent (counts within the total, a pass only for equal sizes within the
/// limits), an early stop is a lower bound of the full count, and the diff image has the union's
/// size and exactly as many red and yellow pixels as the full count has differing and anti-aliased
/// pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 12 else { return 0 }
    let input = UnsafeBufferPointer(start: data, count: size)
    let flags = input[4]
    let large = flags & 0x40 != 0
    let rest = UnsafeBufferPointer(rebasing: input[12...])

    /// `count` bytes: `source` repeated (zeros when it is empty).
    func repeated(_ source: UnsafeBufferPointer<UInt8>, count: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: count)
        guard let from = source.baseAddress, !source.isEmpty else { return pixels }
        pixels.withUnsafeMutableBufferPointer { target in
            var filled = 0
            while filled < count {
                let piece = min(source.count, count - filled)
                (target.baseAddress! + filled).update(from: from, count: piece)
                filled += piece
            }
        }
        return pixels
    }
    func image(width: Int, height: Int, pixels: [UInt8], short: Bool, bend: UInt8) -> PixelImage {
        var pixels = pixels
        if short { pixels.removeLast(min(pixels.count, 1 + Int(bend) % 64)) }
        var result = PixelImage(width: 0, height: 0, pixels: [])
        result.pixels = pixels
        result.width = width
        result.height = height
        switch bend % 8 {
        case 1: result.width = -width
        case 2: result.height = -height
        case 3: result.width = Int.max
        case 4: result.height = Int.max
        case 5: result.width = 1 << 40
        case 6: (result.width, result.height) = (Int.max / 2, 3)
        default: break
        }
        return result
    }

    let sizes = large
        ? (256 + Int(input[0] % 16), 256 + Int(input[1] % 16), 256 + Int(input[2] % 16), 256 + Int(input[3] % 16))
        : (Int(input[0] % 33), Int(input[1] % 33), Int(input[2] % 33), Int(input[3] % 33))
    var referencePixels: [UInt8], actualPixels: [UInt8]
    if large {
        referencePixels = repeated(rest, count: sizes.0 * sizes.1 * 4)
        actualPixels = repeated(rest, count: sizes.2 * sizes.3 * 4)
        // Where both images have a pixel, the actual's is the reference's (before the edits), even
        // when their widths differ: a large image full of differences would only be slow.
        for y in 0..<min(sizes.1, sizes.3) {
            let row = min(sizes.0, sizes.2) * 4
            actualPixels.replaceSubrange((y * sizes.2 * 4)..<(y * sizes.2 * 4 + row),
                                         with: referencePixels[(y * sizes.0 * 4)..<(y * sizes.0 * 4 + row)])
        }
        for edit in stride(from: 0, to: rest.count - 7, by: 8).prefix(256) {
            let x = (Int(rest[edit]) << 8 | Int(rest[edit + 1])) % sizes.2
            let y = (Int(rest[edit + 2]) << 8 | Int(rest[edit + 3])) % sizes.3
            for channel in 0..<4 { actualPixels[(y * sizes.2 + x) * 4 + channel] = rest[edit + 4 + channel] }
        }
    } else {
        let referenceBytes = sizes.0 * sizes.1 * 4
        referencePixels = repeated(rest, count: referenceBytes)
        actualPixels = repeated(UnsafeBufferPointer(rebasing: rest[min(rest.count, referenceBytes)...]), count: sizes.2 * sizes.3 * 4)
    }
    let reference = image(width: sizes.0, height: sizes.1, pixels: referencePixels,
                          short: flags & 0x01 != 0, bend: flags & 0x04 != 0 ? input[9] : 0)
    let actual = image(width: sizes.2, height: sizes.3, pixels: actualPixels,
                       short: flags & 0x02 != 0, bend: flags & 0x08 != 0 ? input[10] : 0)
    let options = ComparisonOptions(threshold: Double(input[5]) / 255, includeAntialiasing: flags & 0x10 != 0,
                                    maxDiffPixels: Int(input[6]) << 8 | Int(input[7]),
                                    maxDiffPixelRatio: flags & 0x20 != 0 ? Double(input[8]) / 255 : 0)
    let result = PixelComparator.compare(reference, actual, options: options)
    var everything = options
    everything.maxDiffPixels = 0
    everything.maxDiffPixelRatio = 1
    let full = PixelComparator.compare(reference, actual, options: everything)
    let diff = PixelComparator.diffImage(reference, actual, options: options)

    for r in [result, full] {
        precondition(r.diffPixels >= 0 && r.antialiasedPixels >= 0 && r.totalPixels >= 0, "negative counts \(r)")
        precondition(r.diffPixels + r.antialiasedPixels <= r.totalPixels, "more pixels counted than compared: \(r)")
        precondition(!r.passed || r.sizeMismatch == nil, "a size mismatch passed: \(r)")
        _ = r.summary
    }
    precondition(!full.isLowerBound, "counting everything stopped early")
    if result.isLowerBound {
        precondition(result.diffPixels <= full.diffPixels && result.antialiasedPixels <= full.antialiasedPixels && !result.passed,
                     "early stop \(result) is not a lower bound of \(full)")
    } else {
        precondition(result.diffPixels == full.diffPixels && result.antialiasedPixels == full.antialiasedPixels,
                     "\(result) differs from the full count \(full)")
    }
    precondition(result.totalPixels == full.totalPixels && result.sizeMismatch == full.sizeMismatch)
    if full.sizeMismatch == nil {
        precondition(result.passed == (full.diffPixels <= options.allowedDiffPixels(totalPixels: full.totalPixels)),
                     "pass/fail \(result) disagrees with the full count \(full)")
    }

    precondition(diff.width >= 0 && diff.height >= 0 && diff.pixels.count == diff.width * diff.height * 4,
                 "diff image \(diff.width)×\(diff.height) with \(diff.pixels.count) bytes")
    precondition(diff.width * diff.height == full.totalPixels, "diff image \(diff.width)×\(diff.height) for \(full)")
    var red = 0, yellow = 0
    diff.pixels.withUnsafeBytes { bytes in
        for index in stride(from: 0, to: bytes.count, by: 4) {
            switch bytes.load(fromByteOffset: index, as: UInt32.self).littleEndian {
            case 0xFF00_00FF: red += 1
            case 0xFF00_FFFF: yellow += 1
            default: break
            }
        }
    }
    precondition(red == full.diffPixels && yellow == full.antialiasedPixels,
                 "diff image has \(red) red and \(yellow) yellow pixels, the count \(full)")
    return 0
}
