import FormSupport
import Foundation
import PNGCodec

/// Times the zlib compressors the PNG encoder could use on exactly what it compresses: each PNG is
/// decoded, its rows `Up`-filtered as the encoder does, and the rows compressed by every compressor in
/// turn (interleaved, so a noisy machine slows all alike). Per file, the median of many runs; the
/// figures are those medians summed over the files, and the compressed sizes summed.
public struct CodecBenchmark {
    public struct Figure: Sendable {
        public var compressor: ZlibCompressor
        public var milliseconds: Double
        public var bytes: Int
    }

    public struct Result: Sendable {
        public var files: Int
        /// Filtered rows compressed per run, over all files.
        public var rawBytes: Int
        /// Files whose decoded pixels the encoder turns back into exactly their bytes.
        public var identicalReencodes: Int
        public var figures: [Figure]
    }

    public var paths: [String]
    public var compressors: [ZlibCompressor]
    public var iterations: Int
    /// The largest PNG file read.
    public static let maxPNGBytes = 256 << 20

    public init(paths: [String], compressors: [ZlibCompressor], iterations: Int = 11) {
        self.paths = paths
        self.compressors = compressors
        self.iterations = iterations
    }

    /// The PNG files named, and those anywhere under the directories named (hidden folders left out), sorted.
    public static func pngFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            switch FileKind.of(path) {
            case .directory?:
                guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
                for case let name as String in walker {
                    // Build and tool folders (.build and the like) hold other projects' PNGs.
                    if (name as NSString).lastPathComponent.hasPrefix(".") {
                        walker.skipDescendants()
                        continue
                    }
                    let file = (path as NSString).appendingPathComponent(name)
                    if name.lowercased().hasSuffix(".png"), FileKind.of(file) == .regular { files.append(file) }
                }
            case .regular?:
                files.append(path)
            case let kind?:
                throw FormError("is \(kind.name), not a PNG file or a directory", at: SourceLocation(file: path))
            case nil:
                throw FormError("no such file or directory", at: SourceLocation(file: path))
            }
        }
        return files.sorted()
    }

    public func run() throws -> Result {
        let files = try CodecBenchmark.pngFiles(in: paths)
        guard !files.isEmpty else { throw FormError("has no PNG files", at: SourceLocation(file: paths.joined(separator: ", "))) }
        let instances = try compressors.map { try $0.make() }
        var milliseconds = [Double](repeating: 0, count: compressors.count)
        var sizes = [Int](repeating: 0, count: compressors.count)
        var rawBytes = 0, identical = 0
        let clock = ContinuousClock()
        for file in files {
            let bytes = try RegularFile.read(file, maxBytes: CodecBenchmark.maxPNGBytes)
            let image: PixelImage
            do {
                image = try PNGDecoder.decode(bytes)
            } catch {
                throw FormError("not a PNG that can be decoded (\(error))", at: SourceLocation(file: file))
            }
            // A reference's seal (an iTXt chunk) is not its image's: the image alone is compared.
            if try PNGEncoder.encode(image) == PNGTextChunk.removingText(from: bytes) { identical += 1 }
            let rows = UpFilter.rows(image)
            rawBytes += rows.count
            var runs = [[Double]](repeating: [], count: compressors.count)
            // One untimed warm-up run, then the timed ones.
            for iteration in 0...iterations {
                for (index, instance) in instances.enumerated() {
                    var output: [UInt8] = []
                    let elapsed = try clock.measure { output = try instance.compress(rows) }
                    guard iteration > 0 else { continue }
                    runs[index].append(elapsed.milliseconds)
                    sizes[index] += iteration == 1 ? output.count : 0
                }
            }
            for index in runs.indices { milliseconds[index] += runs[index].median }
        }
        let figures = compressors.indices.map { Figure(compressor: compressors[$0], milliseconds: milliseconds[$0], bytes: sizes[$0]) }
        return Result(files: files.count, rawBytes: rawBytes, identicalReencodes: identical, figures: figures)
    }
}
