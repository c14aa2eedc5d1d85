import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRaster
import Foundation
import PNGCodec

/// Times the pipeline in one process, stage by stage, and reports the median of each over many runs
/// after a warm-up: what `render` spends on one input. The stages are `render`'s own: parse (read and
/// resolve the input, every file afresh), layout (`RenderSession.lay`, every rule included: on paper,
/// pagination too), then for a screen paint and PNG encode, for paper the PDF (with its form fields when
/// the session is fillable), and the write (to a temporary file renamed into place).
public struct Benchmark {
    public struct Result: Sendable {
        public var iterations: Int
        /// Each stage's median, in order, in milliseconds.
        public var stages: [(name: String, milliseconds: Double)]
        /// The median of whole runs (not the sum of the stages' medians).
        public var total: Double
        /// Pages (1 for a screen), the file's bytes, and a screen's picture in pixels.
        public var pages: Int
        public var bytes: Int
        public var pixelSize: (width: Int, height: Int)?
    }

    public var input: String
    public var medium: Medium
    public var scale: Int
    public var iterations: Int

    public init(input: String, on medium: Medium = .width(.compact), scale: Int = 2, iterations: Int = 200) {
        self.input = input
        self.medium = medium
        self.scale = scale
        self.iterations = iterations
    }

    public func run(session: RenderSession) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formrender-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = (scratch as NSString).appendingPathComponent(medium.isScreen ? "bench@\(scale)x.png" : "bench.pdf")
        var pages = 0, bytes = 0
        var size: (width: Int, height: Int)?
        let names = ["parse", "layout"] + (medium.isScreen ? ["paint", "encode"] : ["pdf"]) + ["write"]
        let medians = try StageMedians.measure(iterations: iterations) {
            let clock = ContinuousClock()
            var warnings = WarningLog()
            var marks = [clock.now]
            // A fresh hints cache and view-file library each time, so parse includes reading every file.
            let loader = session.loader(library: HintsLibrary(directories: session.options.hintsDirectories), viewFiles: ViewFileLibrary())
            let document = try loader.loadDocuments(input, variant: "default", warnings: &warnings)[0].document
            marks.append(clock.now)
            let layout = try session.lay(document, on: medium, input: input, warnings: &warnings)
            marks.append(clock.now)
            let file: [UInt8]
            if layout.isScreen {
                let image = try session.rasterizer.paint(layout.first, scale: scale)
                marks.append(clock.now)
                file = try PNGEncoder.encode(image)
                size = (image.width, image.height)
            } else {
                file = try session.pdf(layout, title: document.title, language: document.language)
            }
            marks.append(clock.now)
            try AtomicFile.write(file, to: output)
            marks.append(clock.now)
            pages = layout.pages.count
            bytes = file.count
            return zip(marks, marks.dropFirst()).map { ($1 - $0).milliseconds } + [(marks.last! - marks[0]).milliseconds]
        }
        return Result(iterations: iterations, stages: Array(zip(names, medians.dropLast())).map { (name: $0, milliseconds: $1) },
                      total: medians.last ?? 0, pages: pages, bytes: bytes, pixelSize: size)
    }
}
