import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Runs the writes whose MongoDB semantics mongo-java-server only keeps when they run alone, one
 * at a time per collection:
 *
 * <ul>
 *   <li>{@code findAndModify}, answered with a deep copy of its reply. mongo-java-server answers
 *       with the stored document object itself, and a later update changes it in place: the
 *       durable backend holds each reply until its commit is synced, by which time the next
 *       {@code $inc}s have run, so a counter would hand one value to many callers and a lease
 *       ({@code findOneAndUpdate} claiming a due mail) could go to two workers. MongoDB answers
 *       each call its own post-image.
 *   <li>an {@code update} with an upsert. Two upserts of one new {@code _id} at once both insert
 *       on mongo-java-server, and the second fails with a duplicate key; MongoDB retries such an
 *       upsert itself (an equality match on a unique index, as its {@code update} documentation
 *       states), so callers written to it never see that error. Run alone, the second finds the
 *       document the first inserted.
 *   <li>{@code create}. Two creations of one collection at once can fail with an unknown error on
 *       the H2 backend; run alone, the second gets MongoDB's {@code NamespaceExists} (48), which
 *       drivers and mongoose treat as "already there".
 * </ul>
 *
 * None of mongo-java-server's options does this, hence our own.
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
