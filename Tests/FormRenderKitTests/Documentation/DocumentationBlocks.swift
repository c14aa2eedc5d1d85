import Foundation
import TestSupport

/// A fenced code block of the README or a page of docs/, with the check the line above it names:
///
///     <!-- checked: run in an empty directory -->
///     ```sh
///
/// A block meant to be copied (shell, Swift, YAML, JSON, .gitignore) must say how it is checked, so
/// none can rot unseen; one without a language is a picture of output or a synopsis, not for copying.
struct DocumentationBlock: CustomStringConvertible {
    var file: String
    /// Of the opening fence, from 1.
    var line: Int
    var language: String
    /// What follows `checked:` in the comment above the fence, or nil.
    var check: String?
    var text: String

    var description: String { "\(file):\(line) (```\(language))" }

    /// The languages of blocks meant to be copied.
    static let copyable: Set<String> = ["sh", "swift", "yaml", "json", "gitignore"]

    /// The README and every page of docs/.
    static let files: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.path("docs"))) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let all: [DocumentationBlock] = files.flatMap { file in
        blocks(in: (try? String(contentsOfFile: TestPaths.path(file), encoding: .utf8)) ?? "", file: file)
    }

    static func checked(_ prefix: String) -> [DocumentationBlock] {
        all.filter { $0.check?.hasPrefix(prefix) == true }
    }

    static func blocks(in markdown: String, file: String) -> [DocumentationBlock] {
        let lines = markdown.components(separatedBy: "\n")
        var blocks: [DocumentationBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var end = index + 1
            while end < lines.count, lines[end] != "```" { end += 1 }
            let above = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            var check: String?
            if above.hasPrefix("<!-- checked:"), above.hasSuffix("-->") {
                check = String(above.dropFirst("<!-- checked:".count).dropLast(3)).trimmingCharacters(in: .whitespaces)
            }
            blocks.append(DocumentationBlock(file: file, line: index + 1, language: language, check: check,
                                             text: lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n") + "\n"))
            index = end + 1
        }
        return blocks
    }

    /// The block's command lines: comments and blank lines left out, a trailing `# comment` cut.
    var commandLines: [String] {
        text.components(separatedBy: "\n").compactMap { line in
            var command = line
            if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
            command = command.trimmingCharacters(in: .whitespaces)
            return command.isEmpty || command.hasPrefix("#") ? nil : command
        }
    }

    /// The files a shell block writes with `cat > PATH <<'END'` … `END`, and what it writes.
    var heredocs: [(path: String, contents: String)] {
        let lines = text.components(separatedBy: "\n")
        var found: [(String, String)] = []
        var index = 0
        while index < lines.count {
            let words = lines[index].split(separator: " ").map(String.init)
            if words.count == 4, words[0] == "cat", words[1] == ">", words[3].hasPrefix("<<") {
                let marker = words[3].dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
                var end = index + 1
                while end < lines.count, lines[end] != marker { end += 1 }
                found.append((words[2], lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n") + "\n"))
                index = end
            }
            index += 1
        }
        return found
    }
}

/// Words split as a POSIX shell splits a simple command: spaces, and '…' or "…" quoting.
func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = "", quote: Character?, inWord = false
    for character in line {
        if let open = quote {
            if character == open { quote = nil } else { current.append(character) }
        } else if character == "'" || character == "\"" {
            quote = character
            inWord = true
        } else if character == " " {
            if inWord { words.append(current) }
            current = ""
            inWord = false
        } else {
            current.append(character)
            inWord = true
        }
    }
    if inWord { words.append(current) }
    return words
}
