import FormSupport

/// A worker process's message to its batch, in the middle of a request: it wants memory for an image
/// (`borrow`, answered by `MemoryLent`), or is done with it (`giveBack`, not answered). The batch's
/// process holds the one `MemoryBudget` of all its workers, so N workers never ask for N times what
/// there is.
struct MemoryLoan: Codable {
    enum Step: String, Codable {
        case borrow, giveBack
    }

    var loan: Step
    var bytes: Int
}

/// The batch's answer to a `borrow`: whether the bytes are the worker's now. False when they cannot be
/// had even with no other drawing under way (the worker says so as an error).
struct MemoryLent: Codable {
    var lent: Bool
}
