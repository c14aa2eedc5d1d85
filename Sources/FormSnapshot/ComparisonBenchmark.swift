import FormSupport
import PNGCodec

/// Timings of `PixelComparator.compare` on one image pair.
public struct ComparisonBenchmarkResult: Equatable, Sendable {
    public var medianMilliseconds: Double
    public var fastestMilliseconds: Double
    public var iterations: Int
    /// The comparison's own result, so a caller can show what was measured.
    public var comparison: ComparisonResult
}

extension PixelComparator {
    /// Runs `compare` `iterations` times (at least once, after one untimed warm-up) and reports the
    /// median. Decoding is not included. The default options count every pixel, the worst case;
    /// pass real limits to time what a snapshot run does, early exit included.
    public static func benchmarkCompare(reference: PixelImage, actual: PixelImage, iterations: Int,
                                        options: ComparisonOptions = .countEverything) -> ComparisonBenchmarkResult {
        let clock = ContinuousClock()
        var comparison = compare(reference, actual, options: options)
        var milliseconds: [Double] = []
        for _ in 0..<max(1, iterations) {
            let elapsed = clock.measure { comparison = compare(reference, actual, options: options) }
            milliseconds.append(elapsed.milliseconds)
        }
        milliseconds.sort()
        let middle = milliseconds.count / 2
        let median = milliseconds.count % 2 == 1 ? milliseconds[middle] : (milliseconds[middle - 1] + milliseconds[middle]) / 2
        return ComparisonBenchmarkResult(medianMilliseconds: median, fastestMilliseconds: milliseconds[0],
                                         iterations: milliseconds.count, comparison: comparison)
    }
}
