import ArgumentParser
import FormLayout
import FormModel
import FormSupport
import FormRenderKit
import Foundation

struct BenchCompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-compare",
        abstract: "Time decoding and comparing two PNGs against ImageMagick's compare -metric AE, in one run.",
        discussion: "Build with -c release: swift run -c release formrender bench-compare A.png B.png")

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(parsing: .unconditional, help: "Timed runs (after two warm-ups).")
    var iterations = 30

    @Flag(name: .customLong("no-imagemagick"), help: "Do not time ImageMagick.")
    var noImageMagick = false

    func validate() throws {
        guard (1...10_000).contains(iterations) else { throw ValidationError("iterations must be from 1 to 10000") }
    }

    func run() throws {
        do {
            let result = try CompareBenchmark(reference: reference, actual: actual, iterations: iterations).run(imageMagick: !noImageMagick)
            func ms(_ value: Double) -> String { String(format: "%8.2f ms", value) }
            printOutput("\(result.width)×\(result.height) px, \(result.comparison.summary); medians of \(iterations) runs")
            printOutput("  decode both   \(ms(result.decodeMilliseconds))")
            printOutput("  compare       \(ms(result.compareMilliseconds))")
            printOutput("  total         \(ms(result.totalMilliseconds))")
            if let magick = result.imageMagickMilliseconds {
                printOutput("  ImageMagick   \(ms(magick))   (compare -metric AE)")
                printOutput(String(format: "  FormRender is %.1f× faster", magick / max(result.totalMilliseconds, 0.001)))
            } else if !noImageMagick {
                printOutput("  ImageMagick's compare is not on PATH (apt-get install imagemagick)")
            }
        } catch {
            printError(error is FormError ? "\(error)" : "error: \(error)")
            throw ExitCode(1)
        }
    }
}

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time parse, layout (every rule of a render), paint, PNG encode and write in one process and print the medians (with --page: parse, layout with pagination, PDF and write).",
        discussion: "Build with -c release for meaningful figures: swift run -c release formrender bench")

    @Argument(help: "The form to time.")
    var input = "Hints/User.hints"

    @Option(parsing: .unconditional, help: "compact (375, the default), regular (768), expanded (1024) or points; not with --page.")
    var width: String?

    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
    var scale = 2

    @Option(parsing: .unconditional, help: "Timed runs after ten warm-up runs.")
    var iterations = 200

    @OptionGroup var inputOptions: InputOptions

    @OptionGroup var pageOptions: PageOptions

    func validate() throws {
        try inputOptions.requireOneTheme()
        if try pageOptions.setup() != nil, width != nil {
            throw ValidationError("--width does not apply to pages: the content is as wide as the page less its margins")
        }
        _ = try validateWidths([width ?? "compact"])
        try validateScale(scale)
        guard (1...100_000).contains(iterations) else { throw ValidationError("iterations must be from 1 to 100000") }
    }

    func run() throws {
        var options = RenderOptions()
        inputOptions.apply(to: &options)
        do {
            try pageOptions.apply(to: &options)
            let session = try RenderSession(options: options)
            let medium = try options.page.map(Medium.page) ?? .width(WidthClass.parse(width ?? "compact"))
            let result = try Benchmark(input: input, on: medium, scale: scale, iterations: iterations).run(session: session)
            func ms(_ value: Double) -> String { String(format: "%7.3f ms", value) }
            let plural = result.pages == 1 ? "" : "s"
            switch medium {
            case .page(let page):
                printOutput("\(input) on \(page.name) pages: \(result.pages) page\(plural), \(result.bytes) PDF bytes\(options.fillable ? " with form fields" : ""), median of \(result.iterations) runs")
            case .width:
                let size = result.pixelSize.map { "\($0.width)×\($0.height) px" } ?? ""
                printOutput("\(input) at \(width ?? "compact") @\(scale)x: \(size), \(result.bytes) PNG bytes, median of \(result.iterations) runs")
            }
            for stage in result.stages + [(name: "total", milliseconds: result.total)] {
                printOutput("  \(stage.name.padding(toLength: 8, withPad: " ", startingAt: 0))\(ms(stage.milliseconds))")
            }
            guard case .width = medium else { return }
            // What a batch of such images takes on this machine's cores, as `render --jobs` runs it.
            let cores = ProcessInfo.processInfo.activeProcessorCount
            printOutput(String(format: "  about %.1f images a second on %d core%@ (render --jobs %d)", 1000 / max(result.total, 0.001) * Double(cores),
                               cores, cores == 1 ? "" : "s", cores))
        } catch {
            printError(error is FormError ? "\(error)" : "\(input): error: \(error)")
            throw ExitCode(1)
        }
    }
}
