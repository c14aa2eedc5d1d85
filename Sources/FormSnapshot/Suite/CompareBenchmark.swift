import FormModel
import FormPipeline
import FormSupport
import Foundation

/// Times what `snapshot verify` does for a changed case — decode both PNGs and compare their pixels —
/// against ImageMagick's `compare -metric AE` on the same pair, in one run, so the ratio is fair on a
/// noisy machine.
public struct CompareBenchmark {
    public struct Result: Sendable {
        public var width: Int
        public var height: Int
        public var decodeMilliseconds: Double
        public var compareMilliseconds: Double
        public var totalMilliseconds: Double
        public var imageMagickMilliseconds: Double?
        public var comparison: FormSnapshot.ComparisonResult
    }

    public var reference: String
    public var actual: String
    public var iterations: Int
    public var options: ComparisonOptions
    /// The largest PNG file read: far more than any image FormRender draws takes.
    public static let maxPNGBytes = 256 << 20

    public init(reference: String, actual: String, iterations: Int = 30, options: ComparisonOptions = .countEverything) {
        self.reference = reference
        self.actual = actual
        self.iterations = iterations
        self.options = options
    }

    public func run(imageMagick: Bool) throws -> Result {
        let referenceBytes = try RegularFile.read(reference, maxBytes: CompareBenchmark.maxPNGBytes)
        let actualBytes = try RegularFile.read(actual, maxBytes: CompareBenchmark.maxPNGBytes)
        do {
            _ = try PNGComparison.decode(reference: referenceBytes, actual: actualBytes)
        } catch let error as PNGComparison.DecodeError {
            throw FormError("not a PNG that can be compared (\(error.error))", at: SourceLocation(file: error.side == .reference ? reference : actual))
        }
        let clock = ContinuousClock()
        var decode: [Double] = [], compare: [Double] = [], total: [Double] = []
        var last: FormSnapshot.ComparisonResult?
        var size = (0, 0)
        for iteration in 0..<(iterations + 2) {
            let start = clock.now
            // Both decodes at once, as the snapshot checker does them.
            let decoded = try PNGComparison.decode(reference: referenceBytes, actual: actualBytes)
            let decodedAt = clock.now
            let result = PixelComparator.compare(decoded.reference, decoded.actual, options: options)
            let end = clock.now
            guard iteration >= 2 else { continue }
            decode.append((decodedAt - start).milliseconds)
            compare.append((end - decodedAt).milliseconds)
            total.append((end - start).milliseconds)
            last = result
            size = (decoded.actual.width, decoded.actual.height)
        }
        var magick: Double?
        if imageMagick, let binary = CompareBenchmark.which("compare") {
            var runs: [Double] = []
            for _ in 0..<max(3, iterations / 5) {
                let start = clock.now
                let process = Process()
                process.executableURL = binary
                process.arguments = ["-metric", "AE", reference, actual, "null:"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                runs.append((clock.now - start).milliseconds)
            }
            magick = runs.median
        }
        return Result(width: size.0, height: size.1, decodeMilliseconds: decode.median, compareMilliseconds: compare.median,
                      totalMilliseconds: total.median, imageMagickMilliseconds: magick,
                      comparison: last ?? FormSnapshot.ComparisonResult(diffPixels: 0, antialiasedPixels: 0, totalPixels: 0, passed: true))
    }

    static func which(_ command: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(command) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
