import ArgumentParser
import FormLayout
import FormModel
import FormSupport
import FormRenderKit
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render forms to PNG and PDF files.",
        discussion: "Writes OUT/<name>[-<variant>]-<width>@<scale>x.png and OUT/<name>[-<variant>]-<width>.pdf for the default state and every variant; with --page, OUT/<name>[-<variant>]-<page>.pdf and a PNG per page, OUT/<name>[-<variant>]-<page>-p<N>@<scale>x.png. Exit 0 on success (warnings allowed), 1 if an input could not be rendered, 2 on bad usage.")

    @Argument(help: "A .hints file, a .form.json file, an Items .json file, a view-tree .json file, or a directory of them.")
    var inputs: [String]

    @Option(name: .customLong("width"), parsing: .unconditionalSingleValue, help: "compact (375), regular (768), expanded (1024) or points (repeatable; default all three).")
    var widths: [String] = []

    @Option(parsing: .unconditional, help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale = 2

    @Option(name: .customLong("format"), help: "png or pdf (repeatable; default both).")
    var formats: [OutputFormat] = []

    @Option(name: .customLong("out"), help: "The output directory.")
    var outputDirectory = "out"

    @Option(help: "Render only this variant of each form ('default' for the default state).")
    var variant: String?

    @Option(parsing: .unconditional, help: "Workers that render in parallel (default: the number of cores); the files are the same whatever the number.")
    var jobs: Int?

    /// Serve a batch as one of its worker processes (the batch starts them; its socket is standard input).
    @Flag(name: .customLong("batch-worker"), help: .hidden)
    var batchWorker = false

    @OptionGroup var inputOptions: InputOptions

    @OptionGroup var pageOptions: PageOptions

    func validate() throws {
        try inputOptions.requireOneTheme()
        _ = try pageOptions.setup()
        if pageOptions.page != nil && !widths.isEmpty {
            throw ValidationError("--width does not apply to pages: the content is as wide as the page less its margins")
        }
        guard !inputs.isEmpty else { throw ValidationError("name at least one input") }
        guard !outputDirectory.isEmpty else { throw ValidationError("--out must name a directory, not ''") }
        _ = try validateWidths(widths)
        try validateScale(scale)
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be from 1 to 64") }
    }

    func run() throws {
        var options = RenderOptions()
        inputOptions.apply(to: &options)
        options.widths = widths.isEmpty ? WidthClass.allClasses : try validateWidths(widths)
        options.scale = scale
        // `--format png --format png` writes each file once.
        options.formats = formats.isEmpty ? OutputFormat.allCases : OutputFormat.allCases.filter(formats.contains)
        options.outputDirectory = outputDirectory
        options.variant = variant
        try pageOptions.apply(to: &options)

        let (files, errors) = batchWorker ? ([], []) : InputDiscovery.expand(inputs, emptyDirectoryIsAnError: true)
        let batch = BatchRender(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, inputs: files.count,
                                launch: batchWorker ? nil : RenderCommand.workerLaunch())
        let session: RenderSession
        do {
            session = try RenderSession(options: options)
        } catch {
            // A worker's batch says the same error itself.
            if !batchWorker { printError(error is FormError ? "\(error)" : "error: \(error)") }
            throw ExitCode(1)
        }
        if batchWorker {
            // The batch that started this process has said the session's warnings.
            do {
                try WorkerService.serve(session)
            } catch {
                printError("error: a batch worker's socket: \(error)")
                throw ExitCode(1)
            }
            return
        }
        session.setupWarnings.forEach { printError($0.description) }
        var failed = !errors.isEmpty
        errors.forEach { printError($0.description) }
        // A model's hints shared by several inputs warn once, as `snapshot` says them.
        var said = Set<String>()
        batch.render(files, first: session) { report in
            for warning in report.warnings where said.insert(warning.description).inserted { printError(warning.description) }
            if let error = report.error {
                printError(error)
                failed = true
            } else {
                printOutput("\(report.input): wrote \(report.written.count) file\(report.written.count == 1 ? "" : "s") to \(outputDirectory)/")
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// This program again, told to serve a batch, with this command's own options: the worker reads
    /// them as this process did. Nil where this program cannot be found (workers are threads then).
    static func workerLaunch() -> WorkerLaunch? {
        var arguments = CommandLine.arguments
        guard arguments.count > 1, arguments[1] == "render" else { return nil }
        arguments.insert("--batch-worker", at: 2)
        return WorkerLaunch.thisProgram(arguments)
    }
}
