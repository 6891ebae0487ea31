import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;

/**
 * mongo-java-server's memory backend (the tests' server) with the writes of {@link
 * SerializedWrites} run alone and {@link ListCollectionsByName}'s filter.
 */
public final class AtomicMemoryBackend extends MemoryBackend {
  private final SerializedWrites serialized = new SerializedWrites();

  @Override
  public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
    if (ListCollectionsByName.applies(command)) {
      return ListCollectionsByName.filter(query, super.handleCommand(channel, databaseName, command, query));
    }
    if (!SerializedWrites.runsAlone(command, query)) return super.handleCommand(channel, databaseName, command, query);
    return serialized.run(databaseName, command, query, () -> super.handleCommand(channel, databaseName, command, query));
  }
}
