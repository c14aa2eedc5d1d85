import ArgumentParser
import FormModel
import FormSupport
import FormRaster
import FormRenderKit
import Foundation

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Say whether this machine draws byte-identically to the references, and if not, why.",
        discussion: "Prints the versions of Cairo, Pango, HarfBuzz, FreeType, pixman and fontconfig in use, each bundled font with its size and hash, the font options, and a built-in probe checked in three parts (layout, shapes, text) against its hashes on the references' machine. Exit 0 when this machine draws as the references, 1 when it does not.")

    @Option(name: .customLong("fonts-dir"), help: "The bundled fonts directory (default: $FORMRENDER_FONTS, else share/formrender/fonts of the installation, else Fonts/ of the checkout).")
    var fontsDirectory: String?

    @Option(name: .customLong("probe-out"), help: "Also write the probe's parts here (probe.layout.json, probe-shapes.png, probe.png, probe.pdf), to look at or compare.")
    var probeOut: String?

    func run() throws {
        var options = RenderOptions()
        options.fontsDirectory = fontsDirectory
        let doctor: Doctor
        do {
            doctor = try Doctor(session: try RenderSession(options: options))
        } catch {
            // Still say what can be said: the libraries, and which font is missing or damaged.
            doctor = Doctor(fontsDirectory: FontLibrary.locateDirectory(explicit: fontsDirectory), failure: "\(error)")
        }
        doctor.lines.forEach(printOutput)
        if let probeOut {
            do {
                for (name, bytes) in try doctor.probeFiles() {
                    try AtomicFile.write(bytes, to: (probeOut as NSString).appendingPathComponent(name))
                }
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
        }
        if !doctor.rendersAsReferences { throw ExitCode(1) }
    }
}
