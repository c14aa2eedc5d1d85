import FormLayout
import FormModel
import FormPages
import Foundation

/// Times printing in one process, stage by stage: parse, layout for paper, pagination, and the PDF
/// (with its form fields when the session is fillable); medians over many runs after a warm-up.
public struct PrintBenchmark {
    public struct Result: Sendable {
        public var iterations: Int
        public var parse: Double
        public var layout: Double
        public var paginate: Double
        public var pdf: Double
        public var total: Double
        public var pages: Int
        public var pdfBytes: Int
    }

    public var input: String
    public var page: PageSetup
    public var iterations: Int

    public init(input: String, page: PageSetup, iterations: Int = 200) {
        self.input = input
        self.page = page
        self.iterations = iterations
    }

    public func run(session: RenderSession) throws -> Result {
        var pages = 0, bytes = 0
        let medians = try StageMedians.measure(iterations: iterations) {
            let clock = ContinuousClock()
            var warnings = WarningLog()
            let start = clock.now
            let loader = FormLoader(library: HintsLibrary(directories: session.options.hintsDirectories), viewData: session.loader.viewData)
            guard case .form(let form) = try loader.loadDocuments(input, variant: "default", warnings: &warnings)[0].document else {
                throw FormError("bench --page times forms; this is a view tree", at: SourceLocation(file: input))
            }
            let parsed = clock.now
            let engine = PrintLayoutEngine(theme: session.theme, measurer: session.measurer, mode: session.printMode(for: form),
                                           fillable: session.options.fillable)
            let flow = engine.layout(form, contentWidth: page.contentWidth)
            let laidOut = clock.now
            let paged = Paginator(setup: page).paginate(flow).layout
            let paginated = clock.now
            let document = try session.pdf(paged, title: form.title)
            let written = clock.now
            pages = paged.pages.count
            bytes = document.count
            return [(parsed - start).milliseconds, (laidOut - parsed).milliseconds, (paginated - laidOut).milliseconds,
                    (written - paginated).milliseconds, (written - start).milliseconds]
        }
        return Result(iterations: iterations, parse: medians[0], layout: medians[1], paginate: medians[2], pdf: medians[3],
                      total: medians[4], pages: pages, pdfBytes: bytes)
    }
}
