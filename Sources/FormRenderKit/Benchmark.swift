import FormLayout
import FormModel
import FormRaster
import FormSnapshot
import Foundation
import PNGCodec

/// Times the pipeline in one process, stage by stage: parse (read and resolve the input), layout, paint
/// and PNG encode, and reports the median of each over many runs after a warm-up.
public struct Benchmark {
    public struct Result: Sendable {
        public var iterations: Int
        public var parse: Double
        public var layout: Double
        public var paint: Double
        public var encode: Double
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
        var parse: [Double] = [], layout: [Double] = [], paint: [Double] = [], encode: [Double] = [], total: [Double] = []
        var bytes = 0
        var size = (0, 0)
        let warmUp = min(10, iterations)
        for iteration in 0..<(warmUp + iterations) {
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
            guard iteration >= warmUp else { continue }
            parse.append((parsed - start).milliseconds)
            layout.append((laidOut - parsed).milliseconds)
            paint.append((painted - laidOut).milliseconds)
            encode.append((encoded - painted).milliseconds)
            total.append((encoded - start).milliseconds)
            bytes = png.count
            size = (image.width, image.height)
        }
        return Result(iterations: iterations, parse: parse.median, layout: layout.median, paint: paint.median,
                      encode: encode.median, total: total.median, pngBytes: bytes, pixelSize: size)
    }
}
