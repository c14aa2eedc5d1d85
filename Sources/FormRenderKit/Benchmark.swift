import FormLayout
import FormModel
import FormRaster
import FormSnapshot
import Foundation
import PNGCodec

/// Times the pipeline in one process, stage by stage: parse (read and resolve the input), layout, paint,
/// PNG encode and write (to a temporary file renamed into place, as `render` writes), and reports the
/// median of each over many runs after a warm-up: what `render` spends on one image.
public struct Benchmark {
    public struct Result: Sendable {
        public var iterations: Int
        public var parse: Double
        public var layout: Double
        public var paint: Double
        public var encode: Double
        public var write: Double
        public var total: Double
        public var pngBytes: Int
        public var pixelSize: (width: Int, height: Int)
    }

    public var input: String
    public var width: WidthClass
    public var scale: Int
    public var iterations: Int

    public init(input: String, width: WidthClass = .compact, scale: Int = 2, iterations: Int = 200) {
        self.input = input
        self.width = width
        self.scale = scale
        self.iterations = iterations
    }

    public func run(session: RenderSession) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formrender-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = (scratch as NSString).appendingPathComponent("bench@\(scale)x.png")
        var bytes = 0
        var size = (0, 0)
        let medians = try StageMedians.measure(iterations: iterations) {
            let clock = ContinuousClock()
            var warnings = WarningLog()
            let start = clock.now
            // A fresh hints cache and view-file library each time, so parse includes reading every file.
            let loader = FormLoader(library: HintsLibrary(directories: session.options.hintsDirectories), viewData: session.loader.viewData)
            let document = try loader.loadDocuments(input, variant: "default", warnings: &warnings)[0].document
            let parsed = clock.now
            let tree = session.layout(document, width: width.points, warnings: &warnings)
            let laidOut = clock.now
            let image = try session.rasterizer.paint(tree, scale: scale)
            let painted = clock.now
            let png = try PNGEncoder.encode(image)
            let encoded = clock.now
            try AtomicFile.write(png, to: output)
            let written = clock.now
            bytes = png.count
            size = (image.width, image.height)
            return [(parsed - start).milliseconds, (laidOut - parsed).milliseconds, (painted - laidOut).milliseconds,
                    (encoded - painted).milliseconds, (written - encoded).milliseconds, (written - start).milliseconds]
        }
        return Result(iterations: iterations, parse: medians[0], layout: medians[1], paint: medians[2],
                      encode: medians[3], write: medians[4], total: medians[5], pngBytes: bytes, pixelSize: size)
    }
}
