import Foundation
import GRDB
import SQLiteStore
import TrackerStore

/// Opens the database for a command, or says in one line why it cannot.
enum DatabaseOpening {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        /// The exit code of `run` and `console` for it: 2 for a database this build must not
        /// use, as for bad settings (restarting will not help), 1 otherwise.
        var exitCode: Int32 = 1
    }

    static func open(_ path: String) throws(Failure) -> TrackerDatabase {
        do {
            return try TrackerDatabase(path: path)
        } catch let newer as NewerSchema {
            throw Failure(description: "cannot use the database at \(path): \(newer)", exitCode: 2)
        } catch {
            throw Failure(
                description: "cannot open the database at \(path): \(reason(for: error, path: path))")
        }
    }

    /// Opens the database for a command that only looks at it, refusing to create a new one.
    static func openExisting(_ path: String) throws(Failure) -> TrackerDatabase {
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "there is no database at \(path)")
        }
        return try open(path)
    }

    /// Opens the existing database at `path` as it is, without migrating it, for a command
    /// that only reads (`status`): it never changes the file, whichever TrackerBot wrote it.
    static func openAsItIs(_ path: String) throws(Failure) -> DatabaseQueue {
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "there is no database at \(path)")
        }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            return try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw Failure(
                description: "cannot open the database at \(path): \(reason(for: error, path: path))")
        }
    }

    /// Why opening failed, in words an operator can act on, instead of an error's dump.
    static func reason(for error: any Error, path: String) -> String {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder, not a file"
        }
        let folder = (path as NSString).deletingLastPathComponent
        let folderPath = folder.isEmpty ? "." : folder
        if !files.fileExists(atPath: path), files.fileExists(atPath: folderPath),
            !files.isWritableFile(atPath: folderPath)
        {
            return "the folder \(folderPath) is not writable, so the file cannot be created"
        }
        if files.fileExists(atPath: path),
            !files.isReadableFile(atPath: path) || !files.isWritableFile(atPath: path)
        {
            return "permission denied: the file must be readable and writable by this user"
        }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return "it is not an SQLite database"
            case .SQLITE_CORRUPT: return "the database file is damaged"
            case .SQLITE_FULL: return "the disk is full"
            case .SQLITE_BUSY, .SQLITE_LOCKED: return "another process holds it locked"
            default: return error.message ?? "SQLite error \(error.resultCode.rawValue)"
            }
        }
        if let error = error as? CocoaError {
            switch error.code {
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileNoSuchFile, .fileReadNoSuchFile: return "a folder on its path does not exist"
            case .fileWriteOutOfSpace: return "the disk is full"
            case .fileWriteVolumeReadOnly: return "the disk is read-only"
            default: break
            }
        }
        return "the file or its folder could not be created (\(type(of: error)))"
    }
}
