import ArgumentParser
import FormModel
import FormSupport
import FormRaster
import Foundation

@main
struct FormRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formrender",
        abstract: "Render declarative form descriptions (.hints, .form.json) to PNG and PDF.",
        version: FormRenderVersion.current,
        subcommands: [RenderCommand.self, LayoutCommand.self, GalleryCommand.self, WatchCommand.self, SnapshotCommand.self, DoctorCommand.self, BenchCommand.self, BenchCompareCommand.self, BenchCodecCommand.self])

    /// Exit codes: 0 success, 1 an input could not be rendered, 2 bad usage.
    static func main() {
        AllocatorTuning.keepFreedImageMemory()
        do {
            var command = try parseAsRoot()
            try command.run()
            exitIfStandardOutputFailed()
        } catch let exit as ExitCode where exit != .success {
            // The command has said what failed. Asking the parser for the (empty) message would build the
            // whole command's help first, which in a debug build checks every option's declaration again.
            exitIfStandardOutputFailed()
            Foundation.exit(exit == .validationFailure ? 2 : exit.rawValue)
        } catch {
            exitIfStandardOutputFailed()
            // Printed here rather than by the parser, so that what a user typed (an option's value,
            // an unknown option) reaches the terminal with its control characters escaped.
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { printOutputLines(message) }
                exitIfStandardOutputFailed()
                Foundation.exit(0)
            }
            if !message.isEmpty { printErrorLines(message) }
            Foundation.exit(code == .validationFailure ? 2 : (code.rawValue == 0 ? 1 : code.rawValue))
        }
    }
}

/// A run whose output could not be written (a full disk, a closed standard output) did not succeed.
func exitIfStandardOutputFailed() {
    guard let failure = StandardOutput.failure else { return }
    printError("error: cannot write to standard output (\(failure))")
    Foundation.exit(1)
}

/// Prints a line to standard error, its control characters escaped: file names, keys and values in it
/// come from inputs and must not drive the terminal.
func printError(_ text: String) {
    StandardError.write(text.escapingControlCharacters + "\n")
}

/// Prints text of several lines to standard error, each line escaped on its own.
func printErrorLines(_ text: String) {
    StandardError.write(text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0).escapingControlCharacters }.joined(separator: "\n") + "\n")
}

/// Prints text of several lines (help) to standard output, each line escaped on its own.
func printOutputLines(_ text: String) {
    StandardOutput.write(text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0).escapingControlCharacters }.joined(separator: "\n") + "\n")
}

/// Prints a line to standard output, its control characters escaped as `printError` does.
func printOutput(_ text: String) {
    StandardOutput.write(text.escapingControlCharacters + "\n")
}
