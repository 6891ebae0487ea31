import de.bwaldvogel.mongo.MongoServer;
import java.net.InetSocketAddress;
import java.util.Locale;

/**
 * Launches mongo-java-server on 127.0.0.1 with the durable H2 backend (issue 11).
 *
 * <p>Usage: {@code EmbeddedMongo <port> <h2-file | :memory:>}. Prints {@code ready <port>} and
 * then {@code durability <what the server promises>} once bound. {@code :memory:} (the tests)
 * runs the stock memory backend (with an atomic findAndModify). On SIGTERM it stops taking
 * connections and closes the H2 store cleanly; after a SIGKILL the next start opens the store at
 * its last synced commit, which holds every write that was answered.
 *
 * <p>System property {@code embedded.durability}: {@code group} (default), {@code each}, or
 * {@code off} (the stock once-a-second commit; for the bench's comparison only).
 */
public class EmbeddedMongo {
  /**
   * Worker threads of the server (Netty event loops; a connection is served by one of them). A
   * write blocks its worker until its commit is synced, so the writes of one commit come from
   * at most this many workers; with mongo-java-server's default, four, a commit held at most four.
   * Measured through the whole stack (autocannon, 50 connections, this 2-core machine, noisy to
   * about ±30 %): 4 to 16 workers read and write alike within the noise, 32 and 128 read ~25 %
   * slower (more threads than cores); 16 lets a commit take up to 16 writes.
   */
  private static final int WORKER_THREADS = 16;

  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    if (":memory:".equals(args[1])) {
      // The tests' server: nothing to make durable, so mongo-java-server's own memory backend
      // (with an atomic findAndModify, as the durable one has) and its default threads.
      MongoServer server = new MongoServer(new AtomicMemoryBackend());
      server.bind("127.0.0.1", port);
      System.out.println("ready " + port);
      System.out.println("durability in memory: nothing survives a stop");
      System.out.flush();
      Thread.currentThread().join();
      return;
    }
    DurableH2Backend.Durability durability =
        DurableH2Backend.Durability.valueOf(
            System.getProperty("embedded.durability", "group").toUpperCase(Locale.ROOT));
    DurableH2Backend backend = new DurableH2Backend(DurableH2Backend.openStore(args[1]), durability);
    MongoServer server = new MongoServer(backend);
    server.bind(new InetSocketAddress("127.0.0.1", port), 1, WORKER_THREADS);
    System.out.println("ready " + port);
    System.out.println("durability " + backend.describe());
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
}
