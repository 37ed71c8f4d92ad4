import NIOSSL
import PostgresNIO

extension PostgresURL {
    /// postgres-nio's settings for this URL, with TLS as `tls` asks.
    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database,
            tls: try tlsSetting())
        configuration.options.connectTimeout = .seconds(10)
        return configuration
    }

    private func tlsSetting() throws -> PostgresConnection.Configuration.TLS {
        var client = TLSConfiguration.makeClientConfiguration()
        switch tls {
        case .disable: return .disable
        case .prefer:
            client.certificateVerification = .none
            return .prefer(try NIOSSLContext(configuration: client))
        case .require:
            client.certificateVerification = .none
            return .require(try NIOSSLContext(configuration: client))
        case .verifyCA:
            client.certificateVerification = .noHostnameVerification
            return .require(try NIOSSLContext(configuration: client))
        case .verifyFull:
            return .require(try NIOSSLContext(configuration: client))
        }
    }
}
