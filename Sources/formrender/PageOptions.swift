import ArgumentParser
import FormLayout
import FormPages
import FormRenderKit

/// Printing on pages: size, margins, orientation, blank or filled, fillable.
struct PageOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Print on pages: a4, letter, legal or WIDTHxHEIGHT in points (width classes then do not apply).")
    var page: String?

    @Option(parsing: .unconditional, help: "Page margins in points (default 36).", transform: DecimalOption.parse)
    var margins: Double?

    @Option(help: "portrait (default) or landscape.")
    var orientation: PageSetup.Orientation?

    @Option(help: "blank (room to write by hand) or filled (the values); default filled when the form has values, else blank.")
    var mode: PrintMode?

    @Flag(help: "Add PDF form fields (text fields, check boxes, radio buttons) so the PDF can be filled in a reader.")
    var fillable = false

    /// The page asked for, or nil; the other options without `--page` are a usage error.
    func setup() throws -> PageSetup? {
        guard let page else {
            if margins != nil || orientation != nil || mode != nil || fillable {
                throw ValidationError("--margins, --orientation, --mode and --fillable need --page (a4, letter, legal or WIDTHxHEIGHT)")
            }
            return nil
        }
        do {
            return try PageSetup.parse(page, orientation: orientation, margins: margins ?? PageSetup.defaultMargins)
        } catch let error as PageSetup.ParseError {
            throw ValidationError(error.description)
        }
    }

    func apply(to options: inout RenderOptions) throws {
        options.page = try setup()
        options.printMode = mode
        options.fillable = fillable
    }
}

extension PageSetup.Orientation: ExpressibleByArgument {}
extension PrintMode: ExpressibleByArgument {}
