import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Runs, one at a time per collection, the writes whose MongoDB semantics mongo-java-server keeps
 * only when they run alone:
 *
 * <ul>
 *   <li>{@code findAndModify}, answered with a deep copy: mongo-java-server answers the stored
 *       object itself, which later updates change in place before the durable backend sends the
 *       reply, so a counter or a lease could go to two callers. MongoDB answers each its own
 *       post-image.
 *   <li>an {@code update} with an upsert: two concurrent upserts of one new {@code _id} would both
 *       insert and one fail with a duplicate key, which MongoDB retries itself.
 *   <li>{@code create}: two concurrent creations can fail with an unknown error on H2; run alone,
 *       the second gets MongoDB's {@code NamespaceExists} (48), which drivers treat as "already
 *       there".
 * </ul>
 */
final class SerializedWrites {
  private final ConcurrentHashMap<String, Object> locks = new ConcurrentHashMap<>();

  /** True for the commands this class serialises: findAndModify and create (any case), an update with an upsert. */
  static boolean runsAlone(String command, Document query) {
    String name = command.toLowerCase(Locale.ROOT);
    if ("findandmodify".equals(name) || "create".equals(name)) return true;
    if (!"update".equals(name)) return false;
    Object updates = query.get("updates");
    if (!(updates instanceof List<?> list)) return false;
    for (Object update : list) {
      if (update instanceof Document document && Boolean.TRUE.equals(document.get("upsert"))) return true;
    }
    return false;
  }

  /**
   * Runs {@code command} alone among the serialised writes of its collection and answers a deep
   * copy of its reply, which no later update can change.
   */
  Document run(String databaseName, String command, Document query, Supplier<Document> commandRun) {
    Object lock = locks.computeIfAbsent(databaseName + "." + query.get(command), key -> new Object());
    synchronized (lock) {
      return commandRun.get().cloneDeeply();
    }
  }
}
