def minibatches(features, labels, batch_size):
    """Endless cycle over consecutive minibatches."""
    n = features.shape[0]
    while True:
        for start in range(0, n - batch_size + 1, batch_size):
            yield features[start:start + batch_size], labels[start:start + batch_size]
