import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/**
 * Launches mongo-java-server on 127.0.0.1.
 * Usage: EmbeddedMongo <port> <h2-file | :memory:>. Prints "ready <port>" once bound and
 * closes the H2 store cleanly on SIGTERM so the data survives a restart.
 */
public class EmbeddedMongo {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    MongoBackend backend = ":memory:".equals(args[1]) ? new MemoryBackend() : new H2Backend(args[1]);
    MongoServer server = new MongoServer(backend);
    server.bind("127.0.0.1", port);
    System.out.println("ready " + port);
    System.out.flush();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.shutdownNow();
      backend.close();
    }));
    Thread.currentThread().join();
  }
}
