import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.stream.Stream;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.Utils;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.bson.Document;

/**
 * An H2 database whose collections answer a sorted, limited query by keeping only the rows the
 * page needs (admin lists).
 *
 * <p>mongo-java-server scans the collection for every query, then sorts every match with a
 * comparator that looks each sort key up again per comparison. Here each match's sort keys are
 * read once, then a bounded heap keeps the best {@code skip + limit} (O(n log k)), or, for a deep
 * page, one sort of the precomputed keys; ties keep the scan's order, so results equal the stock
 * server's. Queries without a sort, with {@code $natural}, or without a limit take the stock path.
 * Built on mongo-java-server's extension points (H2Database#openOrCreateCollection,
 * AbstractMongoCollection#matchDocumentsFromStream).
 */
final class TopKH2Database extends H2Database {

  /** H2Database's map name prefixes (package-private or private there). */
  private static final String DATABASES_PREFIX = "databases.";
  private static final String META_PREFIX = "meta.";

  /**
   * The store while the constructor runs: H2Database's constructor already opens the existing
   * collections (through {@link #openOrCreateCollection}), before this class's fields are set.
   */
  private static final ThreadLocal<MVStore> CONSTRUCTING = new ThreadLocal<>();

  private final MVStore store;

  private TopKH2Database(String databaseName, MVStore store, CursorRegistry cursorRegistry) {
    super(databaseName, store, cursorRegistry);
    this.store = store;
  }

  /** Opens the database {@code databaseName} of {@code store}. */
  static TopKH2Database open(String databaseName, MVStore store, CursorRegistry cursorRegistry) {
    CONSTRUCTING.set(store);
    try {
      return new TopKH2Database(databaseName, store, cursorRegistry);
    } finally {
      CONSTRUCTING.remove();
    }
  }

  @Override
  protected MongoCollection<Object> openOrCreateCollection(String collectionName, CollectionOptions options) {
    MVStore mvStore = store != null ? store : CONSTRUCTING.get();
    String fullName = getFullCollectionNamespace(collectionName);
    MVMap<Object, Document> dataMap = mvStore.openMap(DATABASES_PREFIX + fullName);
    MVMap<String, Object> metaMap = mvStore.openMap(META_PREFIX + fullName);
    return new TopKCollection(this, collectionName, options, dataMap, metaMap, cursorRegistry);
  }

  /** A matching document with its sort keys, read once, and its place in the scan. */
  private record Row(Document document, Object[] keys, long sequence) {}

  static final class TopKCollection extends H2Collection {

    TopKCollection(TopKH2Database database, String collectionName, CollectionOptions options,
        MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursorRegistry) {
      super(database, collectionName, options, dataMap, metaMap, cursorRegistry);
    }

    @Override
    protected QueryResult matchDocumentsFromStream(Stream<Document> documentStream, Document query,
        Document orderBy, int numberToSkip, int limit, int batchSize, Document fieldSelector) {
      if (orderBy == null || orderBy.isEmpty() || orderBy.containsKey("$natural") || limit <= 0
          || numberToSkip < 0 || (long) numberToSkip + limit > Integer.MAX_VALUE) {
        return super.matchDocumentsFromStream(documentStream, query, orderBy, numberToSkip, limit, batchSize,
            fieldSelector);
      }
      String[] sortKeys = orderBy.keySet().toArray(new String[0]);
      ValueComparator[] directions = new ValueComparator[sortKeys.length];
      for (int i = 0; i < sortKeys.length; i++) {
        directions[i] = ((Number) orderBy.get(sortKeys[i])).intValue() > 0 ? ValueComparator.asc()
            : ValueComparator.desc();
      }
      Comparator<Row> order = (a, b) -> {
        for (int i = 0; i < directions.length; i++) {
          int cmp = directions[i].compare(a.keys()[i], b.keys()[i]);
          if (cmp != 0) return cmp;
        }
        return Long.compare(a.sequence(), b.sequence());
      };
      int keep = numberToSkip + limit;
      List<Row> matched = new ArrayList<>();
      long sequence = 0;
      Iterator<Document> scan = documentStream.iterator();
      while (scan.hasNext()) {
        Document document = scan.next();
        if (!documentMatchesQuery(document, query)) continue;
        Object[] keys = new Object[sortKeys.length];
        for (int i = 0; i < sortKeys.length; i++) {
          keys[i] = Utils.getSubdocumentValueCollectionAware(document, sortKeys[i]);
        }
        matched.add(new Row(document, keys, sequence++));
      }
      List<Row> rows;
      if ((long) keep * 8 >= matched.size()) {
        // A deep page: one sort of the precomputed keys costs fewer comparisons than a large heap.
        matched.sort(order);
        rows = matched;
      } else {
        // The worst kept row on top, so a better one replaces it: O(n log k).
        PriorityQueue<Row> best = new PriorityQueue<>(keep + 1, order.reversed());
        for (Row row : matched) {
          if (best.size() < keep) {
            best.add(row);
          } else if (order.compare(row, best.peek()) < 0) {
            best.poll();
            best.add(row);
          }
        }
        rows = new ArrayList<>(best);
        rows.sort(order);
      }
      List<Document> page = new ArrayList<>(limit);
      for (int i = numberToSkip; i < Math.min(keep, rows.size()); i++) page.add(rows.get(i).document());
      // The stock path projects the page and builds the cursor; the page is already in order and
      // matches the query (checked again, 'limit' documents at most).
      return super.matchDocumentsFromStream(page.stream(), query, null, 0, 0, batchSize, fieldSelector);
    }
  }
}
