import ArgumentParser
import FormLayout
import FormModel
import FormSupport
import FormRenderKit
import Foundation

/// Options the gallery and watch commands share.
struct GalleryOptions: ParsableArguments {
    @Argument(help: "Forms and view trees (.hints, .form.json, Items .json, view-tree .json) or directories of them.")
    var inputs: [String]

    @Option(name: .customLong("width"), parsing: .unconditionalSingleValue, help: "compact (375), regular (768), expanded (1024) or points (repeatable; default all three).")
    var widths: [String] = []

    @Option(parsing: .unconditional, help: "Pixels per point of the pictures: 1, 2 or 3.")
    var scale = 2

    @Option(name: .customLong("out"), help: "The gallery's directory: index.html, contact-sheet.pdf and images/.")
    var outputDirectory = "gallery"

    @OptionGroup var inputOptions: InputOptions

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("name at least one input") }
        guard !outputDirectory.isEmpty else { throw ValidationError("--out must name a directory, not ''") }
        _ = try validateWidths(widths)
        try validateScale(scale)
        try inputOptions.validate()
    }

    func builderOptions(reloads: Bool) throws -> GalleryBuilder.Options {
        var options = GalleryBuilder.Options()
        options.inputs = inputs
        options.widths = widths.isEmpty ? WidthClass.allClasses : try validateWidths(widths)
        options.scale = scale
        options.themes = inputOptions.themeFiles.isEmpty ? [nil] : inputOptions.themeFiles
        options.outputDirectory = outputDirectory
        options.reloads = reloads
        inputOptions.apply(to: &options.render)
        return options
    }
}

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a review page of every form, state, width and theme, and a contact sheet PDF.",
        discussion: "Writes OUT/index.html (one static page: no server, no network), OUT/contact-sheet.pdf (a page a form) and OUT/images/*.png. Exit 0 when every input was shown (warnings allowed), 1 if one could not be, 2 on bad usage.")

    @OptionGroup var gallery: GalleryOptions

    func run() throws {
        let builder = GalleryBuilder(options: try gallery.builderOptions(reloads: false))
        let build: GalleryBuilder.Build
        do {
            build = try builder.build()
        } catch {
            printError(error is FormError ? "\(error)" : "error: \(error)")
            throw ExitCode(1)
        }
        build.contents.warnings.forEach { printError($0) }
        let failed = build.contents.forms.filter { $0.error != nil }
        failed.forEach { printError($0.error ?? "") }
        let page = (gallery.outputDirectory as NSString).appendingPathComponent("index.html")
        printOutput("\(build.contents.forms.count) forms, \(build.contents.pictureCount) pictures: open \(page)")
        if !failed.isEmpty || build.contents.forms.isEmpty || build.contents.themeFailed || build.contents.inputFailed { throw ExitCode(1) }
    }
}
