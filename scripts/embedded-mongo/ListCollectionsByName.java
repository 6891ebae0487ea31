import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import java.util.Locale;

/**
 * Applies a {@code listCollections} filter on {@code name}, which mongo-java-server ignores (it
 * lists every collection whatever the filter). MongoDB answers only the matching collections, and
 * services ask "does collection X exist?" that way. Only an exact name ({@code {name: 'x'}}) is
 * applied; any other filter leaves the reply as mongo-java-server gives it.
 */
final class ListCollectionsByName {
  private ListCollectionsByName() {}

  /** True for the listCollections command (any case). */
  static boolean applies(String command) {
    return "listcollections".equals(command.toLowerCase(Locale.ROOT));
  }

  /** {@code reply} with its first batch cut to the collection named by {@code query}'s filter. */
  static Document filter(Document query, Document reply) {
    if (!(query.get("filter") instanceof Document filter) || !(filter.get("name") instanceof String name)) {
      return reply;
    }
    if (!(reply.get("cursor") instanceof Document cursor) || !(cursor.get("firstBatch") instanceof List<?> batch)) {
      return reply;
    }
    cursor.put(
        "firstBatch",
        batch.stream().filter(c -> c instanceof Document d && name.equals(d.get("name"))).toList());
    return reply;
  }
}
