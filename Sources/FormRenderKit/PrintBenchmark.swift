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
        var parse: [Double] = [], layout: [Double] = [], paginate: [Double] = [], pdf: [Double] = [], total: [Double] = []
        var pages = 0, bytes = 0
        let warmUp = min(10, iterations)
        for iteration in 0..<(warmUp + iterations) {
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
            guard iteration >= warmUp else { continue }
            parse.append((parsed - start).milliseconds)
            layout.append((laidOut - parsed).milliseconds)
            paginate.append((paginated - laidOut).milliseconds)
            pdf.append((written - paginated).milliseconds)
            total.append((written - start).milliseconds)
            pages = paged.pages.count
            bytes = document.count
        }
        return Result(iterations: iterations, parse: parse.median, layout: layout.median, paginate: paginate.median, pdf: pdf.median,
                      total: total.median, pages: pages, pdfBytes: bytes)
    }
}
