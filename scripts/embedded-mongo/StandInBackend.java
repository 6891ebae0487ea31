import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.bson.BinData;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;
import de.bwaldvogel.mongo.exception.MongoServerError;
import de.bwaldvogel.mongo.wire.message.MongoMessage;
import de.bwaldvogel.mongo.wire.message.MongoQuery;
import io.netty.channel.Channel;
import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A backend that presents itself as production's mongod, so CI can run the services with their
 * production connection settings ({@code ?replicaSet=rs0&authSource=admin} and a password): it
 * answers {@code hello} as the primary of a one-member replica set, and it requires SCRAM-SHA-256
 * authentication before anything else. Either part is optional; every command it lets through goes
 * to the wrapped backend (durable or memory) unchanged. Per-connection state is keyed by the Netty
 * channel mongo-java-server passes with every command.
 *
 * <p>Users are admin users ({@code authSource=admin}), as mongod's root user is. Roles are not
 * enforced: the stand-in checks who connects, not what they may do.
 */
final class StandInBackend implements MongoBackend {

  /** The replica set this server is the only member and primary of. */
  record ReplicaSet(String name, String advertisedHost) {}

  /** Commands a connection may run before it authenticates (lower case), as on mongod. */
  private static final Set<String> BEFORE_AUTHENTICATION =
      Set.of("hello", "ismaster", "ping", "buildinfo", "saslstart", "saslcontinue", "endsessions");

  /** Where the users live and where replica-set commands run. */
  private static final String ADMIN = "admin";

  /** mongod's electionId is 0x7fffffff followed by the term; this server's term is always 1. */
  private static final ObjectId ELECTION_ID = new ObjectId("7fffffff0000000000000001");

  private final MongoBackend backend;
  private final ReplicaSet replicaSet;
  private final ScramSha256 scram;
  private final Map<Channel, Connection> connections = new ConcurrentHashMap<>();

  /**
   * The authentication state of one client connection. A connection's commands run one at a time
   * on its own Netty worker, so its fields need no lock.
   */
  private static final class Connection {
    ScramSha256.Conversation conversation;
    int conversationId;
    boolean skipEmptyExchange;
    /** Set once the proof is verified and the client must send an empty last step. */
    String verifiedUser;
    String user;
  }

  /**
   * @param replicaSet the identity to report in {@code hello}, or null for none
   * @param scram the users who may connect, or null to let anyone in
   */
  StandInBackend(MongoBackend backend, ReplicaSet replicaSet, ScramSha256 scram) {
    this.backend = backend;
    this.replicaSet = replicaSet;
    this.scram = scram;
  }

  /** What the launcher prints about this server once bound. */
  String describe() {
    String set =
        replicaSet == null
            ? "no replica set"
            : "primary of replica set " + replicaSet.name() + " as " + replicaSet.advertisedHost();
    String auth =
        scram == null ? "no authentication" : ScramSha256.MECHANISM + " required (users: " + scram.userCount() + ")";
    return set + ", " + auth;
  }

  /** OP_MSG, every modern client's commands: through {@link #handleCommand}'s checks. */
  @Override
  public Document handleMessage(MongoMessage message) {
    Document query = message.getDocument();
    String command = query.keySet().iterator().next();
    return handleCommand(message.getChannel(), message.getDatabaseName(), command, query);
  }

  @Override
  public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
    String name = command.toLowerCase(Locale.ROOT);
    if (name.equals("hello") || name.equals("ismaster")) return hello(channel, databaseName, name, query);
    if (scram != null && name.equals("saslstart")) return saslStart(channel, databaseName, query);
    if (scram != null && name.equals("saslcontinue")) return saslContinue(channel, query);
    if (!BEFORE_AUTHENTICATION.contains(name) && !authenticated(channel)) return unauthorized(command);
    if (replicaSet != null && name.equals("replsetgetstatus") && databaseName.equals(ADMIN)) return replicaSetStatus();
    if (scram != null && name.equals("connectionstatus")) return connectionStatus(channel);
    return backend.handleCommand(channel, databaseName, command, query);
  }

  /**
   * Legacy OP_QUERY reads of a collection (no current driver sends them). Refused by throwing, which
   * makes mongo-java-server close the connection: OP_QUERY has no error reply here.
   */
  @Override
  public QueryResult handleQuery(MongoQuery query) {
    requireAuthentication(query.getChannel(), "query");
    return backend.handleQuery(query);
  }

  @Override
  public Collection<Document> getCurrentOperations(MongoQuery query) {
    requireAuthentication(query.getChannel(), "currentOp");
    return backend.getCurrentOperations(query);
  }

  /**
   * Reached only by a legacy OP_QUERY {@code serverStatus}, which mongo-java-server answers without
   * the connection, so it cannot tell whether that connection authenticated: with users, refused.
   * An OP_MSG serverStatus comes through {@link #handleCommand} and is checked there.
   */
  @Override
  public Document getServerStatus() {
    if (scram != null) throw unauthorizedError("serverStatus");
    return backend.getServerStatus();
  }

  @Override
  public void handleClose(Channel channel) {
    connections.remove(channel);
    backend.handleClose(channel);
  }

  private boolean authenticated(Channel channel) {
    if (scram == null) return true;
    Connection connection = connections.get(channel);
    return connection != null && connection.user != null;
  }

  private void requireAuthentication(Channel channel, String command) {
    if (!authenticated(channel)) throw unauthorizedError(command);
  }

  private static MongoServerError unauthorizedError(String command) {
    return new MongoServerError(13, "Unauthorized", "command " + command + " requires authentication");
  }

  private static Document unauthorized(String command) {
    return error(unauthorizedError(command));
  }

  /**
   * mongo-java-server's isMaster reply, plus what a primary of a one-member set reports and the
   * answers to the handshake's authentication fields. No topologyVersion: with it the drivers
   * switch to streaming hellos (exhaust replies), which mongo-java-server cannot send, and without
   * it they poll every heartbeatFrequencyMS, which is all a one-member set needs.
   */
  private Document hello(Channel channel, String databaseName, String name, Document query) {
    Document stock = backend.handleCommand(channel, databaseName, "isMaster", query);
    Document reply = new Document();
    if (name.equals("hello")) {
      reply.put("isWritablePrimary", Boolean.TRUE);
    } else {
      reply.put("ismaster", Boolean.TRUE);
    }
    if (Boolean.TRUE.equals(query.get("helloOk"))) reply.put("helloOk", Boolean.TRUE);
    if (replicaSet != null) {
      reply.put("setName", replicaSet.name());
      reply.put("setVersion", 1);
      reply.put("hosts", List.of(replicaSet.advertisedHost()));
      reply.put("primary", replicaSet.advertisedHost());
      reply.put("me", replicaSet.advertisedHost());
      reply.put("secondary", Boolean.FALSE);
      reply.put("electionId", ELECTION_ID);
    }
    for (Map.Entry<String, Object> field : stock.entrySet()) {
      String key = field.getKey();
      if (!key.equals("ismaster") && !key.equals("ok")) reply.put(key, field.getValue());
    }
    if (scram != null) {
      // Answered for any user, known or not: the client then fails in saslStart, as on mongod.
      if (query.get("saslSupportedMechs") instanceof String) {
        reply.put("saslSupportedMechs", List.of(ScramSha256.MECHANISM));
      }
      if (query.get("speculativeAuthenticate") instanceof Document first) {
        // A failed speculative attempt is left out of the reply, not reported: the driver then
        // authenticates with saslStart and gets its error there.
        Object db = first.get("db");
        Document started = saslStart(channel, db instanceof String s ? s : ADMIN, first);
        if (Double.valueOf(1.0).equals(started.get("ok"))) {
          started.remove("ok");
          reply.put("speculativeAuthenticate", started);
        }
      }
    }
    reply.put("ok", 1.0);
    return reply;
  }

  private Document saslStart(Channel channel, String databaseName, Document query) {
    Connection connection = connections.computeIfAbsent(channel, c -> new Connection());
    connection.conversation = null;
    connection.verifiedUser = null;
    if (!ScramSha256.MECHANISM.equals(query.get("mechanism"))) {
      String message = "Received authentication for mechanism " + query.get("mechanism") + " which is not enabled";
      return error(new MongoServerError(334, "MechanismUnavailable", message));
    }
    if (!databaseName.equals(ADMIN)) return error(ScramSha256.authenticationFailed());
    try {
      connection.conversation = scram.start(payload(query));
    } catch (MongoServerError e) {
      return error(e);
    }
    connection.conversationId++;
    connection.skipEmptyExchange =
        query.get("options") instanceof Document options && Boolean.TRUE.equals(options.get("skipEmptyExchange"));
    return saslReply(connection, false, connection.conversation.serverFirstMessage());
  }

  private Document saslContinue(Channel channel, Document query) {
    Connection connection = connections.get(channel);
    Object id = query.get("conversationId");
    if (connection == null
        || !(id instanceof Number number)
        || number.intValue() != connection.conversationId
        || (connection.conversation == null && connection.verifiedUser == null)) {
      return error(new MongoServerError(17, "ProtocolError", "No SASL session state found"));
    }
    if (connection.verifiedUser != null) {
      // The empty last step of a client that did not ask to skip it.
      connection.user = connection.verifiedUser;
      connection.verifiedUser = null;
      return saslReply(connection, true, new byte[0]);
    }
    ScramSha256.Conversation conversation = connection.conversation;
    connection.conversation = null;
    byte[] serverFinal;
    try {
      serverFinal = conversation.finish(payload(query));
    } catch (MongoServerError e) {
      return error(e);
    }
    if (connection.skipEmptyExchange) {
      connection.user = conversation.user();
      return saslReply(connection, true, serverFinal);
    }
    connection.verifiedUser = conversation.user();
    return saslReply(connection, false, serverFinal);
  }

  private static byte[] payload(Document query) {
    Object payload = query.get("payload");
    if (payload instanceof BinData data) return data.getData();
    throw new MongoServerError(2, "BadValue", "SASL payload must be BinData");
  }

  private static Document saslReply(Connection connection, boolean done, byte[] payload) {
    Document reply = new Document();
    reply.put("conversationId", connection.conversationId);
    reply.put("done", done);
    reply.put("payload", new BinData(payload));
    reply.put("ok", 1.0);
    return reply;
  }

  private Document replicaSetStatus() {
    Document member = new Document();
    member.put("_id", 0);
    member.put("name", replicaSet.advertisedHost());
    member.put("health", 1.0);
    member.put("state", 1);
    member.put("stateStr", "PRIMARY");
    member.put("self", Boolean.TRUE);
    Document status = new Document();
    status.put("set", replicaSet.name());
    status.put("date", Instant.now());
    status.put("myState", 1);
    status.put("term", 1L);
    status.put("members", List.of(member));
    status.put("ok", 1.0);
    return status;
  }

  private Document connectionStatus(Channel channel) {
    Connection connection = connections.get(channel);
    List<Document> users =
        connection == null || connection.user == null
            ? List.of()
            : List.of(new Document("user", connection.user).append("db", ADMIN));
    Document reply = new Document();
    reply.put("authInfo", new Document("authenticatedUsers", users).append("authenticatedUserRoles", List.of()));
    reply.put("ok", 1.0);
    return reply;
  }

  private static Document error(MongoServerError error) {
    Document reply = new Document();
    reply.put("ok", 0.0);
    reply.put("errmsg", error.getMessageWithoutErrorCode());
    reply.put("code", error.getCode());
    reply.put("codeName", error.getCodeName());
    return reply;
  }

  @Override
  public void dropDatabase(String database) {
    backend.dropDatabase(database);
  }

  @Override
  public void close() {
    backend.close();
  }

  @Override
  public void closeCursors(List<Long> cursorIds) {
    backend.closeCursors(cursorIds);
  }

  @Override
  public Clock getClock() {
    return backend.getClock();
  }

  @Override
  public void enableOplog() {
    backend.enableOplog();
  }

  @Override
  public void disableOplog() {
    backend.disableOplog();
  }

  @Override
  public MongoDatabase resolveDatabase(String database) {
    return backend.resolveDatabase(database);
  }

  @Override
  public MongoBackend version(MongoVersion version) {
    backend.version(version);
    return this;
  }
}
