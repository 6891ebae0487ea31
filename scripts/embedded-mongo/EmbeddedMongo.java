import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Launches mongo-java-server with the durable H2 backend.
 *
 * <p>Usage: {@code EmbeddedMongo <port> <h2-file | :memory:>}. Prints {@code ready <port>} and
 * then {@code durability <what the server promises>} once bound. {@code :memory:} (the tests)
 * runs the stock memory backend (with the writes of {@link SerializedWrites} run alone). On
 * SIGTERM it stops taking connections and closes the H2 store cleanly; after a SIGKILL the next
 * start opens the store at its last synced commit, which holds every write that was answered.
 *
 * <p>System property {@code embedded.durability}: {@code group} (default), {@code each}, or
 * {@code off} (the stock once-a-second commit; for the bench's comparison only).
 *
 * <p>Environment, for standing in for production's mongod (a CI container); unset or empty, the
 * server binds 127.0.0.1 and takes any client, as {@code npm start} and the tests expect:
 *
 * <ul>
 *   <li>{@code EMBEDDED_MONGO_BIND}: the address to bind ({@code 0.0.0.0} in a container);
 *   <li>{@code EMBEDDED_MONGO_REPLICA_SET} and {@code EMBEDDED_MONGO_ADVERTISED_HOST} (both or
 *       neither; e.g. {@code rs0} and {@code mongo:27017}): answer {@code hello} as the primary of
 *       that one-member replica set, known to clients by that host:port;
 *   <li>{@code EMBEDDED_MONGO_USERS_FILE}: a file of {@code username:password} lines; clients must
 *       then authenticate with SCRAM-SHA-256 against {@code admin} ({@link ScramSha256}).
 * </ul>
 *
 * With a replica set or users, a third line, {@code stand-in <what it presents>}, follows the
 * durability line.
 */
public class EmbeddedMongo {
  /**
   * Worker threads of the server (Netty event loops, one per connection). A write blocks its
   * worker until its commit is synced, so one commit takes the writes of at most this many
   * workers; many more threads than cores slow reads down.
   */
  private static final int WORKER_THREADS = 16;

  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    String bindAddress = environment("EMBEDDED_MONGO_BIND");
    if (bindAddress == null) bindAddress = "127.0.0.1";
    if (":memory:".equals(args[1])) {
      // The tests' server: the stock memory backend (SerializedWrites as in the durable one) and
      // default threads.
      MongoBackend backend = standIn(new AtomicMemoryBackend());
      MongoServer server = new MongoServer(backend);
      server.bind(bindAddress, port);
      System.out.println("ready " + port);
      System.out.println("durability in memory: nothing survives a stop");
      printStandIn(backend);
      System.out.flush();
      Thread.currentThread().join();
      return;
    }
    DurableH2Backend.Durability durability =
        DurableH2Backend.Durability.valueOf(
            System.getProperty("embedded.durability", "group").toUpperCase(Locale.ROOT));
    DurableH2Backend backend = new DurableH2Backend(DurableH2Backend.openStore(args[1]), durability);
    MongoBackend served = standIn(backend);
    MongoServer server = new MongoServer(served);
    server.bind(new InetSocketAddress(bindAddress, port), 1, WORKER_THREADS);
    System.out.println("ready " + port);
    System.out.println("durability " + backend.describe());
    printStandIn(served);
    System.out.flush();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.shutdownNow();
                  backend.close();
                }));
    Thread.currentThread().join();
  }

  /**
   * The backend wrapped in {@link StandInBackend} when the environment asks for a replica set or
   * for users, else the backend itself. Throws IllegalArgumentException when only one of the
   * replica set's two variables is set or the users file is malformed.
   */
  private static MongoBackend standIn(MongoBackend backend) throws IOException {
    String setName = environment("EMBEDDED_MONGO_REPLICA_SET");
    String advertisedHost = environment("EMBEDDED_MONGO_ADVERTISED_HOST");
    String usersFile = environment("EMBEDDED_MONGO_USERS_FILE");
    if ((setName == null) != (advertisedHost == null)) {
      throw new IllegalArgumentException(
          "set both EMBEDDED_MONGO_REPLICA_SET and EMBEDDED_MONGO_ADVERTISED_HOST, or neither");
    }
    if (setName == null && usersFile == null) return backend;
    StandInBackend.ReplicaSet replicaSet =
        setName == null ? null : new StandInBackend.ReplicaSet(setName, advertisedHost);
    ScramSha256 users = usersFile == null ? null : ScramSha256.fromUsersFile(Path.of(usersFile));
    return new StandInBackend(backend, replicaSet, users);
  }

  private static void printStandIn(MongoBackend backend) {
    if (backend instanceof StandInBackend standIn) System.out.println("stand-in " + standIn.describe());
  }

  /** The variable's value, or null when it is unset or empty (compose makes an unset ${VAR} empty). */
  private static String environment(String name) {
    String value = System.getenv(name);
    return value == null || value.isEmpty() ? null : value;
  }
}
