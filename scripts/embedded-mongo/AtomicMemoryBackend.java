import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;

/** mongo-java-server's memory backend (the tests' server) with an atomic findAndModify ({@link FindAndModifyLocks}). */
public final class AtomicMemoryBackend extends MemoryBackend {
  private final FindAndModifyLocks findAndModify = new FindAndModifyLocks();

  @Override
  public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
    if (!FindAndModifyLocks.isFindAndModify(command)) return super.handleCommand(channel, databaseName, command, query);
    return findAndModify.run(
        databaseName, command, query, () -> super.handleCommand(channel, databaseName, command, query));
  }
}
